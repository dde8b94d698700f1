"""Support code for tests: shared test events and scripts that tests run as subprocesses."""
