// Prints JavaModuleOptions.defaultModuleOptions() of the launcher on the class path: the JVM
// options SparkContext prepends to the driver's and executors' extra Java options
// (scripts/regen-java-module-options.sh).
public class ModuleOptionsHarness {
  public static void main(String[] args) {
    System.out.println(org.apache.spark.launcher.JavaModuleOptions.defaultModuleOptions());
  }
}
