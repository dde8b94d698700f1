"""Sub-commands of `dealer-assist`: each has configure(parser) and run(args) -> exit code."""
