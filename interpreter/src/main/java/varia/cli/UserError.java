package varia.cli;

/** A problem with what the user asked for; printed as {@code error: message}, exit code 1. */
final class UserError extends RuntimeException {
    UserError(String message) { super(message); }
}
