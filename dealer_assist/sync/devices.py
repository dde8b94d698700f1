"""Pairing and trust: short pairing codes, device tokens stored hashed, roles, revocation.

A station pairs with a code shown on the director's screen (six digits, one use, a few
minutes); it receives a random token bound to its table, and the director keeps only the
token's SHA-256. A connection that presents a token is who the token says, for the table it
names, until the director revokes it. TV displays and browsers need no token: they only read.
Qt-free and socket-free; `records()` and `from_records()` let the caller keep the registry.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Iterable, Mapping
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
    revoked: bool = False


@dataclass(frozen=True, slots=True)
class _Code:
    code: str
    table: int
    expires_ms: int


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class DeviceRegistry:
    def __init__(self, devices: Iterable[Device] = ()) -> None:
        self._devices: dict[str, Device] = {d.device_id: d for d in devices}
        self._codes: list[_Code] = []
        self._wrong = 0

    @property
    def devices(self) -> tuple[Device, ...]:
        return tuple(self._devices.values())

    def new_code(self, table: int, now_ms: int) -> str:
        """A pairing code for a station at `table` (replaces an older one for that table)."""
        code = "".join(secrets.choice("0123456789") for _ in range(CODE_DIGITS))
        self._codes = [c for c in self._codes if c.table != table and c.expires_ms > now_ms]
        self._codes.append(_Code(code, table, now_ms + CODE_LIFETIME_MS))
        self._wrong = 0
        return code

    def pair(self, code: str, table: int, name: str, now_ms: int) -> tuple[Device, str]:
        """Redeem a code: the new device and its token (shown to the station once)."""
        match = next(
            (
                c
                for c in self._codes
                if hmac.compare_digest(c.code, code) and c.table == table and c.expires_ms > now_ms
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
        return device, token

    def authenticate(self, token: str) -> Device:
        hashed = _hash(token)
        for device in self._devices.values():
            if hmac.compare_digest(device.token_hash, hashed):
                if device.revoked:
                    raise PairingError("this device was revoked by the director: pair it again")
                return device
        raise PairingError("unknown device token: pair this station with the director")

    def revoke(self, device_id: str) -> Device:
        device = self._devices.get(device_id)
        if device is None:
            raise PairingError(f"no device {device_id}")
        device = replace(device, revoked=True)
        self._devices[device_id] = device
        return device

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
                "revoked": d.revoked,
            }
            for d in self._devices.values()
        ]

    @classmethod
    def from_records(cls, records: Iterable[Mapping[str, Any]]) -> DeviceRegistry:
        devices = []
        for r in records:
            table = r.get("table")
            devices.append(
                Device(
                    device_id=str(r["device_id"]),
                    role=str(r["role"]),
                    table=int(table) if isinstance(table, int) else None,
                    name=str(r.get("name", "")),
                    token_hash=str(r["token_hash"]),
                    paired_ms=int(r.get("paired_ms", 0)),
                    revoked=bool(r.get("revoked", False)),
                )
            )
        return cls(devices)


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
