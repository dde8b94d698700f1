"""Pairing and trust: short pairing codes, device tokens stored hashed, roles, revocation.

A station pairs with a code shown on the director's screen (six digits, one use, a few
minutes); it receives a random token bound to its table, and the director keeps only the
token's SHA-256. A connection that presents a token is who the token says, for the table it
names, until the director revokes it. TV displays and browsers need no token: they only read.
A code may name its table or leave it to the station (the Devices panel shows one code for
the room; the station says which table it is when it pairs).
Qt-free and socket-free; `records()` and `from_records()` let the caller keep the registry
(`device_store`), and `on_change` is called after each pairing, revocation or goodbye.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

CODE_LIFETIME_MS = 3 * 60_000
CODE_DIGITS = 6
MAX_CODE_TRIES = 5  # wrong codes before every open code is withdrawn (no guessing a million)


class PairingError(ValueError):
    """A pairing or a token refused; the message says why."""


@dataclass(frozen=True, slots=True)
class Device:
    device_id: str
    role: str
    table: int | None
    name: str
    token_hash: str
    paired_ms: int
    revoked_ms: int | None = None
    last_seen_ms: int | None = None  # when its last connection ended (kept across restarts)

    @property
    def revoked(self) -> bool:
        return self.revoked_ms is not None


@dataclass(frozen=True, slots=True)
class PairingCode:
    code: str
    table: int | None  # None: the station names its table
    expires_ms: int


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class DeviceRegistry:
    def __init__(self, devices: Iterable[Device] = ()) -> None:
        self._devices: dict[str, Device] = {d.device_id: d for d in devices}
        self._codes: list[PairingCode] = []
        self._wrong = 0
        self.on_change: Callable[[DeviceRegistry], None] | None = None

    @property
    def devices(self) -> tuple[Device, ...]:
        return tuple(self._devices.values())

    def device(self, device_id: str) -> Device | None:
        return self._devices.get(device_id)

    def new_code(self, table: int | None, now_ms: int) -> str:
        """A pairing code for a station at `table`, or at the table it names when None
        (replaces an older code for the same table, or the older room code)."""
        code = "".join(secrets.choice("0123456789") for _ in range(CODE_DIGITS))
        self._codes = [c for c in self._codes if c.table != table and c.expires_ms > now_ms]
        self._codes.append(PairingCode(code, table, now_ms + CODE_LIFETIME_MS))
        self._wrong = 0
        return code

    def open_code(self, now_ms: int, table: int | None = None) -> PairingCode | None:
        """The code still open for `table` (None: the room's code), if any."""
        return next((c for c in self._codes if c.table == table and c.expires_ms > now_ms), None)

    def pair(self, code: str, table: int, name: str, now_ms: int) -> tuple[Device, str]:
        """Redeem a code: the new device and its token (shown to the station once)."""
        match = next(
            (
                c
                for c in self._codes
                if hmac.compare_digest(c.code, code)
                and c.table in (table, None)
                and c.expires_ms > now_ms
            ),
            None,
        )
        if match is None:
            self._wrong += 1
            if self._wrong >= MAX_CODE_TRIES:
                self._codes.clear()  # too many guesses: the director shows a new code
                raise PairingError("too many wrong codes: ask the director for a new one")
            raise PairingError("that code is wrong or has expired: read it again on the director")
        self._codes.remove(match)
        token = secrets.token_urlsafe(32)
        device = Device(
            device_id=secrets.token_hex(8),
            role="station",
            table=table,
            name=name.strip()[:60] or f"table {table}",
            token_hash=_hash(token),
            paired_ms=now_ms,
        )
        self._devices[device.device_id] = device
        self._changed()
        return device, token

    def authenticate(self, token: str) -> Device:
        hashed = _hash(token)
        for device in self._devices.values():
            if hmac.compare_digest(device.token_hash, hashed):
                if device.revoked:
                    raise PairingError("this device was revoked by the director: pair it again")
                return device
        raise PairingError("unknown device token: pair this station with the director")

    def revoke(self, device_id: str, now_ms: int) -> Device:
        """Revoke for good (a revoked station pairs again with a new code)."""
        device = self._devices.get(device_id)
        if device is None:
            raise PairingError(f"no device {device_id}")
        if device.revoked:
            return device
        device = replace(device, revoked_ms=now_ms)
        self._devices[device_id] = device
        self._changed()
        return device

    def seen(self, device_id: str, now_ms: int) -> None:
        """A device's connection ended at `now_ms` (its 'last seen' after a restart)."""
        device = self._devices.get(device_id)
        if device is not None:
            self._devices[device_id] = replace(device, last_seen_ms=now_ms)
            self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    def records(self) -> list[dict[str, Any]]:
        """What to keep on disk: never a token, only its hash."""
        return [
            {
                "device_id": d.device_id,
                "role": d.role,
                "table": d.table,
                "name": d.name,
                "token_hash": d.token_hash,
                "paired_ms": d.paired_ms,
                "revoked_ms": d.revoked_ms,
                "last_seen_ms": d.last_seen_ms,
            }
            for d in self._devices.values()
        ]

    @classmethod
    def from_records(cls, records: Iterable[Mapping[str, Any]]) -> DeviceRegistry:
        """The registry kept by `records()`; ValueError naming the record that does not fit."""
        devices = []
        for index, r in enumerate(records):
            try:
                devices.append(_device_of(r))
            except (KeyError, TypeError, ValueError) as error:
                raise ValueError(f"device {index + 1}: {error}") from None
        return cls(devices)


def _device_of(r: Mapping[str, Any]) -> Device:
    table = r.get("table")
    token_hash = r["token_hash"]
    if not (isinstance(token_hash, str) and len(token_hash) == 64):
        raise ValueError("token_hash: expected a SHA-256 in hex")
    revoked_ms = r.get("revoked_ms")
    if revoked_ms is None and r.get("revoked") is True:  # the first format: a flag
        revoked_ms = 0
    return Device(
        device_id=str(r["device_id"]),
        role=str(r["role"]),
        table=table if isinstance(table, int) and not isinstance(table, bool) else None,
        name=str(r.get("name", "")),
        token_hash=token_hash,
        paired_ms=_ms(r.get("paired_ms", 0)) or 0,
        revoked_ms=_ms(revoked_ms),
        last_seen_ms=_ms(r.get("last_seen_ms")),
    )


def _ms(value: Any) -> int | None:
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"expected a time in ms, not {value!r}")
    return value


class RateLimit:
    """A token bucket: `rate` messages a second, bursts up to `burst`."""

    def __init__(self, rate: float, burst: int) -> None:
        self._rate = rate
        self._burst = burst
        self._tokens = float(burst)
        self._last_ms: int | None = None

    def allow(self, now_ms: int) -> bool:
        if self._last_ms is not None:
            self._tokens = min(
                self._burst, self._tokens + (now_ms - self._last_ms) * self._rate / 1000
            )
        self._last_ms = now_ms
        if self._tokens >= 1:
            self._tokens -= 1
            return True
        return False
