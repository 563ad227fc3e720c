package sparkpods.oracle.spark;

/** A job the harness cannot run as given (exit status 2); its message says why. */
final class UsageError extends Exception {
  private static final long serialVersionUID = 1L;

  UsageError(String message) {
    super(message);
  }
}
