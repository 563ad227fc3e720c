# A spark-submit command line works as input too (paste it as is).
./bin/spark-submit \
  --master k8s://https://kubernetes.default.svc:443 \
  --deploy-mode cluster \
  --name spark-pi \
  --class org.apache.spark.examples.SparkPi \
  --conf spark.executor.instances=5 \
  --conf spark.kubernetes.container.image=apache/spark:3.5.5 \
  --executor-memory 8g \
  --driver-memory 2g \
  local:///opt/spark/examples/jars/spark-examples.jar 1000
