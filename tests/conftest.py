"""Test set-up shared by every test: offscreen Qt, isolated data directory, gui marker."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

# Before any QApplication exists: no display on CI machines.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

# Properties check behaviour, not speed: no per-example deadline or slow-generation check, so a
# slow or busy CI machine cannot fail a correct test. Failures print the blob that reproduces them.
settings.register_profile(
    "dealer-assist",
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("dealer-assist")


@pytest.fixture(autouse=True)
def _isolated_data_dir(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No test writes to the real user data directory."""
    monkeypatch.setenv("DEALER_ASSIST_DATA_DIR", str(tmp_path_factory.mktemp("data")))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # Every test that uses qtbot (so a QApplication) is a gui test: `-m "not gui"` runs the rest.
    for item in items:
        if "qtbot" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.gui)
