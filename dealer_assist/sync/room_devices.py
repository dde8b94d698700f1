"""The Devices panel's model: the room's pairing code and every device, connected or known.

Qt-free: the hub calls it back when a peer connects, says hello, pairs, reports or leaves
(`Hub.listeners`), and it calls its own listeners (the panel) in turn; the panel reads
`lines()` and `pairing()` and asks for `new_code()` or `revoke()`, never the server itself.

One code for the room: a station types it with its own table number, so the director pairs a
whole room from one screen. A code is used once and lives three minutes; after a pairing the
next one is shown at once (the director is going round the tables), but not after an expiry
or after wrong guesses withdrew it (a code on show for hours, or for a guesser, helps no one).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from dealer_assist.sync.devices import Device, PairingCode
from dealer_assist.sync.hub import DeviceRow, Hub
from dealer_assist.sync.move_conflicts import MoveConflict

NowMs = Callable[[], int]


@dataclass(frozen=True, slots=True)
class DeviceLine:
    """A row of the Devices panel."""

    key: str  # stable across refreshes: the device id, else the connection's
    name: str
    role: str  # "TV", "browser", "station", "" (connecting)
    table: int | None
    address: str  # "" when not connected
    connected: bool
    since_ms: int | None  # connected since (connected) or last seen (not connected)
    heard_ms: int | None  # a connected device's last message
    clock_offset_ms: int | None
    queued: int | None
    device_id: str  # "" for a TV or a browser (nothing to revoke)
    revoked_ms: int | None

    @property
    def role_text(self) -> str:
        if self.role == "station":
            return f"station, table {self.table}" if self.table is not None else "station"
        return self.role or "connecting"


_ROLE_NAMES = {"display": "TV", "browser": "browser", "station": "station", "": ""}
_ORDER = {"station": 0, "TV": 1, "browser": 2, "": 3}


class RoomDevices:
    def __init__(
        self,
        hub: Hub,
        *,
        now_ms: NowMs,
        revoke: Callable[[str], None] | None = None,
        conflicts: Callable[[], list[MoveConflict]] | None = None,
    ) -> None:
        """`revoke(device_id)` is the server's (it also closes the device's connections);
        without it only the token is revoked. `conflicts()`: the seat moves that crossed a
        station's outage (`move_conflicts`), for the director to confirm."""
        self._hub = hub
        self._now_ms = now_ms
        self._revoke = revoke
        self._conflicts = conflicts
        self._confirmed: set[str] = set()
        self._code: PairingCode | None = None
        self._paired_before = len(hub.registry.devices)
        self.listeners: list[Callable[[], None]] = []
        hub.listeners.append(self._hub_changed)

    # -- the pairing code --------------------------------------------------------------------
    def new_code(self) -> PairingCode:
        """A fresh room code (the old one stops working)."""
        now = self._now_ms()
        self._hub.registry.new_code(None, now)
        self._code = self._hub.registry.open_code(now)
        self._paired_before = len(self._hub.registry.devices)
        self._tell()
        assert self._code is not None
        return self._code

    def pairing(self) -> tuple[PairingCode | None, str]:
        """The code on show (None when there is none) and a word on it: "" while it is open,
        else why there is none."""
        now = self._now_ms()
        if self._code is None:
            return None, "no code yet"
        if self._hub.registry.open_code(now) == self._code:
            return self._code, ""
        if now >= self._code.expires_ms:
            return None, "the code expired"
        return None, "the code was withdrawn after wrong tries"

    def seconds_left(self, code: PairingCode) -> int:
        return max(0, -(-(code.expires_ms - self._now_ms()) // 1000))

    # -- the devices ---------------------------------------------------------------------------
    def lines(self) -> list[DeviceLine]:
        """Connected devices first (stations by table, then TVs and browsers), then the
        stations known but away, the revoked ones last."""
        registry = self._hub.registry
        rows = self._hub.devices()
        connected_ids = {r.device_id for r in rows if r.device_id}
        lines = [_connected(r, registry.device(r.device_id)) for r in rows]
        lines += [_away(d) for d in registry.devices if d.device_id not in connected_ids]

        def order(line: DeviceLine) -> tuple[int, int, int, int, str]:
            return (
                line.revoked_ms is not None,
                not line.connected,
                _ORDER.get(line.role, 3),
                line.table if line.table is not None else 1 << 30,
                line.name.lower(),
            )

        return sorted(lines, key=order)

    def revoke(self, device_id: str) -> None:
        if self._revoke is not None:
            self._revoke(device_id)
        else:
            self._hub.revoke(device_id, self._now_ms())

    # -- seat moves across an outage -----------------------------------------------------------
    def conflicts(self) -> list[MoveConflict]:
        """The conflicts the director has not confirmed yet."""
        if self._conflicts is None:
            return []
        return [c for c in self._conflicts() if c.key not in self._confirmed]

    def confirm(self, key: str) -> None:
        """The director has seen it: the hands stand, the move comes after them."""
        self._confirmed.add(key)
        self._tell()

    # -- changes -------------------------------------------------------------------------------
    def _hub_changed(self) -> None:
        now = self._now_ms()
        registry = self._hub.registry
        devices = len(registry.devices)
        paired, self._paired_before = devices > self._paired_before, devices
        code = self._code
        if (
            paired
            and code is not None
            and now < code.expires_ms
            and registry.open_code(now) is None
        ):
            registry.new_code(None, now)  # the code was used: the next station's
            self._code = registry.open_code(now)
        self._tell()

    def _tell(self) -> None:
        for listener in list(self.listeners):
            listener()


def _connected(row: DeviceRow, device: Device | None) -> DeviceLine:
    return DeviceLine(
        key=row.device_id or f"connection-{row.conn_id}",
        name=row.name or (device.name if device else ""),
        role=_ROLE_NAMES.get(row.role, row.role),
        table=row.table,
        address=row.address,
        connected=True,
        since_ms=row.connected_ms,
        heard_ms=row.last_seen_ms,
        clock_offset_ms=row.clock_offset_ms,
        queued=row.queued,
        device_id=row.device_id,
        revoked_ms=device.revoked_ms if device else None,
    )


def _away(device: Device) -> DeviceLine:
    return DeviceLine(
        key=device.device_id,
        name=device.name,
        role=_ROLE_NAMES.get(device.role, device.role),
        table=device.table,
        address="",
        connected=False,
        since_ms=device.last_seen_ms if device.last_seen_ms is not None else device.paired_ms,
        heard_ms=None,
        clock_offset_ms=None,
        queued=None,
        device_id=device.device_id,
        revoked_ms=device.revoked_ms,
    )
