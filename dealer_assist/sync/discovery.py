"""Finding the director on the LAN by zeroconf (mDNS / DNS-SD), with no Qt.

The serving director registers a `_dealer-assist._tcp.local.` service (`DirectorAnnouncer`);
displays and stations browse for it (`DirectorBrowser`). Its TXT record says the protocol
version, the tournament (id and name) and the port. Anyone on the network can answer mDNS, so
what is heard is checked like any network message (`parse_txt`, `found_director`): a record
with a field missing, too long, of the wrong kind or a port out of range is ignored, and a
director whose protocol version this program cannot join (`joinable`) is listed as
incompatible, never joined.

zeroconf answers on its own thread: the announcer registers in a thread of its own (probing
the name takes about two seconds) and the browser keeps what it heard under a lock; the UI
reads `status` and `found()` on a timer. Tests bind both to loopback (`interfaces`).
"""

from __future__ import annotations

import ipaddress
import logging
import re
import socket
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from zeroconf import (
    IPVersion,
    ServiceBrowser,
    ServiceInfo,
    ServiceListener,
    Zeroconf,
)

from dealer_assist.sync.protocol import ACCEPTED_VERSIONS, PROTOCOL_VERSION

logger = logging.getLogger(__name__)

SERVICE_TYPE = "_dealer-assist._tcp.local."
MAX_LABEL_BYTES = 63  # a DNS label: the service's instance name
MAX_TOURNAMENT_CHARS = 80
MAX_FOUND = 64  # directors listed at most: a noisy network cannot grow the list without end
RESOLVE_TIMEOUT_MS = 3_000
_TOURNAMENT_ID = re.compile(r"[0-9A-Za-z_-]{1,64}")

Interfaces = Sequence[str] | None  # addresses to use (tests: ["127.0.0.1"]); None: every one
INTERFACES_ENV = "DEALER_ASSIST_MDNS_INTERFACES"


def joinable(version: int) -> bool:
    """Can this program join a director announcing protocol `version`? Both ways must read:
    he writes his own version, which ours must accept (`ACCEPTED_VERSIONS`: 1 and 2 here), and
    he reads his own and every earlier one (each version only adds optional fields: a version-2
    director reads version-1 peers), so ours must be at most his. Today: 2 only, for a
    version-1 director refuses our version-2 messages and we refuse a version-3 one's."""
    return version in ACCEPTED_VERSIONS and PROTOCOL_VERSION <= version


class BadAnnouncement(ValueError):
    """A TXT record or service heard on the network that cannot be trusted."""


@dataclass(frozen=True, slots=True)
class DirectorTxt:
    """What a director's TXT record says of it."""

    version: int
    tournament_id: str
    tournament: str
    port: int

    @property
    def compatible(self) -> bool:
        return joinable(self.version)


@dataclass(frozen=True, slots=True)
class FoundDirector:
    """A director heard on the network: its service name, tournament and address."""

    name: str
    tournament: str
    tournament_id: str
    host: str
    port: int
    version: int

    @property
    def compatible(self) -> bool:
        return joinable(self.version)

    @property
    def address(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"


# -- the TXT record ---------------------------------------------------------------------------
def txt_properties(tournament_id: str, tournament: str, port: int) -> dict[str, str]:
    """The TXT record of a director serving `tournament` on `port` (names kept short: TXT
    strings are at most 255 bytes each)."""
    return {
        "v": str(PROTOCOL_VERSION),
        "tid": re.sub(r"[^0-9A-Za-z_-]", "-", tournament_id)[:64] or "none",
        "tname": _shorten(_printable(tournament), MAX_TOURNAMENT_CHARS * 2),
        "port": str(port),
    }


def parse_txt(properties: Mapping[Any, object]) -> DirectorTxt:
    """A TXT record as heard (zeroconf gives bytes keys and values, a value may be None) ->
    `DirectorTxt`; `BadAnnouncement` saying what is wrong. Unknown keys are ignored (a later
    version may add some)."""
    fields: dict[str, str] = {}
    for key, value in properties.items():
        if not isinstance(key, bytes | str):
            raise BadAnnouncement("a TXT key that is not text")
        name = key.decode("ascii", "replace") if isinstance(key, bytes) else key
        if name in ("v", "tid", "tname", "port"):
            fields[name] = _text(name, value)
    missing = [k for k in ("v", "tid", "tname", "port") if k not in fields]
    if missing:
        raise BadAnnouncement(f"TXT without {', '.join(missing)}")
    version = _number("v", fields["v"], 1, 9999)
    if not _TOURNAMENT_ID.fullmatch(fields["tid"]):
        raise BadAnnouncement("a tournament id of 1 to 64 letters, digits, - or _")
    tournament = fields["tname"]
    if len(tournament) > MAX_TOURNAMENT_CHARS or not tournament.isprintable():
        raise BadAnnouncement(
            f"a tournament name of at most {MAX_TOURNAMENT_CHARS} printable characters"
        )
    return DirectorTxt(
        version, fields["tid"], tournament, _number("port", fields["port"], 1, 65535)
    )


def _text(name: str, value: object) -> str:
    if not isinstance(value, bytes | str):
        raise BadAnnouncement(f"TXT {name} without a value")
    if isinstance(value, str):
        return value
    try:
        return value.decode("utf-8")
    except UnicodeDecodeError:
        raise BadAnnouncement(f"TXT {name} is not UTF-8 text") from None


def _number(name: str, text: str, low: int, high: int) -> int:
    # isascii: str.isdigit accepts other scripts' digits ("٣"), which int() would read.
    if not (text.isascii() and text.isdigit() and len(text) <= 5 and low <= int(text) <= high):
        raise BadAnnouncement(f"TXT {name} must be a number from {low} to {high}")
    return int(text)


def found_director(
    name: str,
    properties: Mapping[Any, object],
    port: int | None,
    addresses: Sequence[str],
    service_type: str = SERVICE_TYPE,
) -> FoundDirector:
    """A resolved service (instance `name`, TXT, SRV port, A/AAAA addresses) -> the director to
    list; `BadAnnouncement` when any of it cannot be trusted."""
    txt = parse_txt(properties)
    if port is not None and port != txt.port:
        raise BadAnnouncement(f"TXT port {txt.port} is not the service's port {port}")
    label = name.removesuffix("." + service_type)
    if label == name or not label or len(label.encode("utf-8")) > MAX_LABEL_BYTES:
        raise BadAnnouncement("not a dealer-assist service name")
    if not label.isprintable():
        raise BadAnnouncement("a service name with control characters")
    host = _best_address(addresses)
    if host is None:
        raise BadAnnouncement("no usable address")
    return FoundDirector(label, txt.tournament, txt.tournament_id, host, txt.port, txt.version)


def _best_address(addresses: Sequence[str]) -> str | None:
    """An IPv4 address first (what people type), else a global IPv6 one (a link-local one
    needs its interface, which a typed address cannot carry)."""
    parsed = []
    for text in addresses:
        try:
            parsed.append(ipaddress.ip_address(text))
        except ValueError:
            continue
    for wanted in (4, 6):
        for address in parsed:
            if address.version == wanted and not address.is_link_local and not address.is_multicast:
                return str(address)
    return None


def _printable(text: str) -> str:
    return "".join(c if c.isprintable() else " " for c in text).strip()


def _shorten(text: str, max_bytes: int) -> str:
    """`text` cut to at most `max_bytes` of UTF-8, never inside a character."""
    return text.encode("utf-8")[:max_bytes].decode("utf-8", "ignore").rstrip()


def service_name(tournament: str, host_name: str) -> str:
    """The instance name people see in the list: "Friday night on laptop-3" (one DNS label)."""
    host = _printable(host_name.split(".", 1)[0]) or "director"
    where = f" on {host}"
    room = MAX_LABEL_BYTES - len(where.encode("utf-8"))
    what = _shorten(_printable(tournament), max(room, 8)) or "Dealer Assist"
    return _shorten(what + where, MAX_LABEL_BYTES)


def interfaces_from(environ: Mapping[str, str]) -> Interfaces:
    """`DEALER_ASSIST_MDNS_INTERFACES=ADDRESS[,ADDRESS]`: mDNS on those addresses only (a
    laptop on two networks; test processes on loopback); None (every interface) when unset."""
    text = environ.get(INTERFACES_ENV, "")
    addresses = [part.strip() for part in text.split(",") if part.strip()]
    return addresses or None


def _zeroconf(interfaces: Interfaces) -> Zeroconf:
    if interfaces is None:
        return Zeroconf()
    for address in interfaces:
        try:
            ipaddress.ip_address(address)
        except ValueError:
            raise ValueError(f"{address!r} is not an IP address ({INTERFACES_ENV})") from None
    # Only the given addresses, IPv4 or IPv6 as they are: never a fallback to other interfaces.
    v6 = all(":" in a for a in interfaces)
    v4 = not any(":" in a for a in interfaces)
    version = IPVersion.V6Only if v6 else IPVersion.V4Only if v4 else IPVersion.All
    return Zeroconf(interfaces=list(interfaces), ip_version=version)


# -- the director: announcing ------------------------------------------------------------------
class DirectorAnnouncer:
    """Registers the director's service while it serves; `close()` says goodbye.

    `start()` returns at once: the name is probed in a thread (about two seconds); `status`
    says where that is ("announcing…", "announced as …", or why not). A second director with
    the same name gets one with a number (zeroconf renames it).
    """

    def __init__(
        self,
        port: int,
        addresses: Sequence[str],
        *,
        interfaces: Interfaces = None,
        host_name: str | None = None,
        zeroconf_factory: Callable[[Interfaces], Zeroconf] = _zeroconf,
        service_type: str = SERVICE_TYPE,
    ) -> None:
        self._type = service_type  # another only in tests: a room of their own on loopback
        self._port = port
        self._addresses = [a for a in addresses if _best_address([a]) is not None]
        self._interfaces = interfaces
        self._host_name = host_name or socket.gethostname()
        self._factory = zeroconf_factory
        self._lock = threading.Lock()
        self._zc: Zeroconf | None = None
        self._info: ServiceInfo | None = None
        self._wanted: tuple[str, str] | None = None  # (tournament id, name) to announce
        self._registered: tuple[str, str] | None = None  # what the record says now
        self._thread: threading.Thread | None = None
        self._closed = False
        self._status = "not announced"
        self.announced = False

    @property
    def status(self) -> str:
        with self._lock:
            return self._status

    @property
    def name(self) -> str | None:
        """The instance name registered (after any rename), None until announced."""
        with self._lock:
            info = self._info if self.announced else None
        return None if info is None else info.name.removesuffix("." + self._type)

    def start(self, tournament_id: str, tournament: str) -> None:
        """Announce the director serving `tournament` (in the background)."""
        with self._lock:
            if self._thread is not None or self._closed:
                return
            self._wanted = (tournament_id, tournament)
            self._status = "announcing on the network…"
            self._thread = threading.Thread(target=self._register, name="announce", daemon=True)
        self._thread.start()

    def update(self, tournament_id: str, tournament: str) -> None:
        """The director switched (or renamed) its tournament: the TXT record follows."""
        with self._lock:
            self._wanted = (tournament_id, tournament)
        self._push()

    def _push(self) -> None:
        """Send the wanted record if the registered one says otherwise."""
        with self._lock:
            if not self.announced or self._info is None or self._wanted == self._registered:
                return
            zc, info = self._zc, self._service_info(self._info.name)
            self._info, self._registered = info, self._wanted
        try:
            assert zc is not None
            zc.update_service(info)
        except Exception as error:  # the network went: the old record stays
            logger.warning("cannot update the announcement: %s", error)

    def close(self, wait_s: float = 5.0) -> None:
        """Unregister (the room's browsers drop the director at once) and stop zeroconf."""
        with self._lock:
            self._closed = True
            thread = self._thread
        if thread is not None:
            thread.join(wait_s)
        with self._lock:
            zc, info, self._zc = self._zc, self._info, None
            self.announced = False
            self._status = "not announced"
        if zc is None:
            return
        try:
            if info is not None:
                zc.unregister_service(info)
        except Exception as error:
            logger.warning("cannot withdraw the announcement: %s", error)
        finally:
            zc.close()

    def _service_info(self, name: str) -> ServiceInfo:
        assert self._wanted is not None  # called under the lock
        tournament_id, tournament = self._wanted
        host = re.sub(r"[^0-9A-Za-z-]", "-", self._host_name.split(".", 1)[0]) or "director"
        return ServiceInfo(
            self._type,
            name,
            port=self._port,
            properties=txt_properties(tournament_id, tournament, self._port),
            server=f"{host[:MAX_LABEL_BYTES]}.local.",
            parsed_addresses=self._addresses,
        )

    def _register(self) -> None:
        with self._lock:
            wanted = self._wanted
            assert wanted is not None
            info = self._service_info(service_name(wanted[1], self._host_name) + "." + self._type)
        zc: Zeroconf | None = None
        try:
            if not self._addresses:
                raise OSError("no network address to announce")
            zc = self._factory(self._interfaces)
            zc.register_service(info, allow_name_change=True)  # renames `info` on a clash
        except Exception as error:  # no multicast, no network, a name clash left unresolved
            logger.warning("the director is not announced on the network: %s", error)
            if zc is not None:
                zc.close()
            with self._lock:
                self._status = f"not announced: {error or type(error).__name__}"
            return
        with self._lock:
            self._zc, self._info, self._registered = zc, info, wanted
            self.announced = not self._closed
            label = info.name.removesuffix("." + self._type)
            self._status = f"announced as “{label}”" if self.announced else "not announced"
        logger.info("announced on the network as %s", info.name)
        self._push()  # the tournament switched while the name was probed


# -- displays and stations: browsing -----------------------------------------------------------
class DirectorBrowser:
    """Lists the directors announced on the network, as they come and go.

    `found()` is the current list (sorted by name); `changes` grows at each change, so a view
    polling it redraws only then. `restart()` forgets everything and asks the network again.
    """

    def __init__(
        self,
        *,
        interfaces: Interfaces = None,
        zeroconf_factory: Callable[[Interfaces], Zeroconf] = _zeroconf,
        service_type: str = SERVICE_TYPE,
    ) -> None:
        self._type = service_type  # another only in tests: a room of their own on loopback
        self._interfaces = interfaces
        self._factory = zeroconf_factory
        self._lock = threading.Lock()
        self._found: dict[str, FoundDirector] = {}
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None
        self.changes = 0
        self.error = ""
        self.ignored = 0  # announcements refused as untrustworthy (tests, logs)

    def start(self) -> bool:
        """Start listening; False (and `error` says why) when the network cannot be used."""
        if self._zc is not None:
            return True
        try:
            self._zc = self._factory(self._interfaces)
            self._browser = ServiceBrowser(self._zc, self._type, _Listener(self))
        except Exception as error:
            self.error = f"cannot look for directors: {error}"
            logger.warning("%s", self.error)
            self.close()
            return False
        self.error = ""
        return True

    def found(self) -> list[FoundDirector]:
        with self._lock:
            return sorted(self._found.values(), key=lambda d: (d.name.lower(), d.address))

    def restart(self) -> bool:
        """Forget the list and browse afresh (Retry)."""
        self.close()
        with self._lock:
            self._found.clear()
            self.changes += 1
        return self.start()

    def close(self) -> None:
        browser, zc, self._browser, self._zc = self._browser, self._zc, None, None
        if browser is not None:
            browser.cancel()
        if zc is not None:
            zc.close()

    # Called on zeroconf's threads.
    def _heard(self, zc: Zeroconf, name: str) -> None:
        try:
            info = zc.get_service_info(self._type, name, RESOLVE_TIMEOUT_MS)
            if info is None:
                return  # not resolved in time: it may be announced again
            director = found_director(
                name, info.properties, info.port, info.parsed_addresses(), self._type
            )
        except BadAnnouncement as error:
            with self._lock:
                self.ignored += 1
                dropped = self._found.pop(name, None) is not None
                if dropped:
                    self.changes += 1
            logger.info("ignored a director announcement: %s", error)
            return
        except Exception as error:  # zeroconf refusing a malformed name, a closing instance
            logger.info("cannot resolve %r: %s", name, error)
            return
        with self._lock:
            if name not in self._found and len(self._found) >= MAX_FOUND:
                return
            if self._found.get(name) != director:
                self._found[name] = director
                self.changes += 1

    def _gone(self, name: str) -> None:
        with self._lock:
            if self._found.pop(name, None) is not None:
                self.changes += 1


class _Listener(ServiceListener):
    def __init__(self, browser: DirectorBrowser) -> None:
        self._browser = browser

    def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self._browser._heard(zc, name)

    def update_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self._browser._heard(zc, name)

    def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self._browser._gone(name)


# -- is anyone there? --------------------------------------------------------------------------
def reach(host: str, port: int, timeout_s: float = 3.0) -> str:
    """Open (and close) a TCP connection to the director: "" if it answers, else why not, in
    words for the room ("connection refused", "no answer"). Blocking: run it off the UI
    thread."""
    try:
        with socket.create_connection((host, port), timeout=timeout_s):
            return ""
    except TimeoutError:
        return "no answer"
    except socket.gaierror:
        return f"no machine called {host!r} on this network"
    except ConnectionRefusedError:
        return "nothing serves on that port (is the director running with --serve?)"
    except OSError as error:
        return error.strerror or str(error)
