"""mDNS on loopback for the discovery tests: zeroconf bound to 127.0.0.1 only (never a real
interface), and a skip where loopback carries no multicast."""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from functools import cache

import pytest
from zeroconf import IPVersion, ServiceInfo, Zeroconf

from dealer_assist.sync.discovery import SERVICE_TYPE

LOOPBACK = ["127.0.0.1"]
WAIT_S = 10.0


def private_service_type() -> str:
    """A service type of the test's own: other test processes on this machine announce
    `_dealer-assist._tcp` on loopback too (`director --serve --bind 127.0.0.1`)."""
    return f"_da-{secrets.token_hex(4)}._tcp.local."


def loopback_zeroconf(_interfaces: object = None) -> Zeroconf:
    """A zeroconf instance on 127.0.0.1 only (the discovery classes' `zeroconf_factory`)."""
    return Zeroconf(interfaces=LOOPBACK, ip_version=IPVersion.V4Only)


def wait_for(condition: Callable[[], object], timeout_s: float = WAIT_S) -> None:
    """Wait for zeroconf's threads (no Qt event loop involved)."""
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("not within the wait")
        time.sleep(0.02)


@cache
def _why_no_loopback_mdns() -> str:
    """ "" when two zeroconf instances on 127.0.0.1 hear each other, else why not."""
    try:
        a, b = loopback_zeroconf(), loopback_zeroconf()
    except OSError as error:
        return f"zeroconf cannot bind to 127.0.0.1 here: {error}"
    name = f"probe-{time.monotonic_ns()}.{SERVICE_TYPE}"
    info = ServiceInfo(SERVICE_TYPE, name, port=1, parsed_addresses=LOOPBACK, server="probe.local.")
    try:
        a.register_service(info, cooperating_responders=True)
        heard = b.get_service_info(SERVICE_TYPE, name, 3000) is not None
        a.unregister_service(info)
        why = "" if heard else "no answer"
    except OSError as error:
        why = str(error)
    finally:
        a.close()
        b.close()
    if why:
        return f"mDNS does not go round the loopback interface here (no multicast): {why}"
    return ""


def need_loopback_mdns() -> None:
    """Skip the test where mDNS cannot be tested on loopback."""
    why = _why_no_loopback_mdns()
    if why:
        pytest.skip(why)
