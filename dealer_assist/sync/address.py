"""Where the director serves the room: the default port and `HOST[:PORT]` as people type it."""

from __future__ import annotations

DEFAULT_PORT = 8765


def parse_address(text: str, default_port: int = DEFAULT_PORT) -> tuple[str, int]:
    """`HOST`, `HOST:PORT`, `[V6]:PORT`, `ws://HOST:PORT/...` or `http://...` -> (host, port);
    ValueError saying what is wrong otherwise."""
    rest = text.strip()
    for scheme in ("ws://", "http://"):
        if rest.lower().startswith(scheme):
            rest = rest[len(scheme) :]
    rest = rest.split("/", 1)[0]
    if not rest:
        raise ValueError("give the director's address: HOST or HOST:PORT")
    if rest.startswith("["):
        host, _, tail = rest[1:].partition("]")
        if tail and not tail.startswith(":"):
            raise ValueError(f"{text!r}: expected [IPV6]:PORT")
        port_text = tail[1:]
    elif rest.count(":") == 1:
        host, _, port_text = rest.partition(":")
    else:  # a name, an IPv4 address, or a bare IPv6 address (no port)
        host, port_text = rest, ""
    if not host or any(c.isspace() for c in host):
        raise ValueError(f"{text!r}: not a host name or address")
    if not port_text:
        return host, default_port
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise ValueError(f"{text!r}: the port is a number from 1 to 65535")
    return host, int(port_text)
