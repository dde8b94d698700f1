"""The director's paired devices, kept across restarts: `<data>/devices.json` (mode 0600).

Only token hashes are written, with each device's table, role, name, and when it was paired,
last seen and revoked. The file belongs to the room, not to a tournament: the director's
laptop and its tablets outlive a night (a station paired on Friday still works on Saturday,
whichever tournament is open, and the server answers on the start screen before any is), and
a tournament journal is a file people export and share, where even hashes of the room's keys
have no business. A revocation stays in the file with its time, so the Devices panel still
shows who was revoked and when.

A file that cannot be read is set aside (renamed, never deleted) and the registry starts
empty: the director's stations pair again, and the unreadable file is still there to look at.
Qt-free and store-free.
"""

from __future__ import annotations

import json
import logging
import os
import time
from pathlib import Path

from dealer_assist.sync.devices import DeviceRegistry
from dealer_assist.sync.private_file import write_private

logger = logging.getLogger(__name__)

FILE_NAME = "devices.json"
FORMAT = 1


class DeviceStore:
    """`load()` the registry once; it is saved after each change (`registry.on_change`)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.problem = ""  # why the file was set aside, for the director to read

    def load(self) -> DeviceRegistry:
        registry = self._read()
        registry.on_change = self.save
        return registry

    def _read(self) -> DeviceRegistry:
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return DeviceRegistry()
        except OSError as error:
            return self._set_aside(f"cannot be read: {error.strerror or error}")
        try:
            data = json.loads(text)
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise ValueError(f"not a devices file of format {FORMAT}")
            devices = data.get("devices")
            if not isinstance(devices, list) or not all(isinstance(d, dict) for d in devices):
                raise ValueError("devices: expected a list of objects")
            return DeviceRegistry.from_records(devices)
        except ValueError as error:
            return self._set_aside(str(error))

    def _set_aside(self, why: str) -> DeviceRegistry:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.unreadable-{stamp}")
        number = 1
        while aside.exists():  # never over an earlier one
            number += 1
            aside = self.path.with_name(f"{self.path.name}.unreadable-{stamp}-{number}")
        try:
            os.replace(self.path, aside)
            where = f"kept as {aside.name}"
        except OSError:
            where = "left where it is"
        self.problem = f"{self.path.name} {why} ({where}): stations must pair again"
        logger.warning("the paired devices are lost: %s", self.problem)
        return DeviceRegistry()

    def save(self, registry: DeviceRegistry) -> None:
        """Write the whole registry (atomically, this user only); a failure is logged: the
        devices work on until the director restarts."""
        text = json.dumps({"format": FORMAT, "devices": registry.records()}, indent=1) + "\n"
        try:
            write_private(self.path, text)
        except OSError as error:
            logger.warning("the paired devices cannot be kept in %s: %s", self.path, error)
