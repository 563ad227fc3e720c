fn main() {
    let ks = [
        "spark.app.name",
        "spark.executorEnv.1INVALID",
        "spark.executorEnv.FOO",
        "spark.kubernetes.container.image",
        "spark.kubernetes.driverEnv.ALPHA",
        "spark.kubernetes.driverEnv.FOO",
        "spark.kubernetes.driverEnv.SPARK_USER",
        "spark.kubernetes.driverEnv.ZED",
        "spark.master",
    ];
    let mut m = builder_core::jvm::JavaConcurrentHashMap::new();
    for k in ks {
        m.put(k, 1);
    }
    println!("{:?}", m.keys().collect::<Vec<_>>());
}
