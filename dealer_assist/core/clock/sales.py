"""What a structure sells in a period (rebuys, the add-on): the TV's line and the entries'
windows. Apart from core.entries so a clock shows it without importing the money's modules."""

from __future__ import annotations

from dealer_assist.core.clock.structure import Level, Structure


def levels_done(structure: Structure, period_index: int) -> int:
    """Levels completed before period `period_index` starts."""
    return sum(1 for p in structure.periods[:period_index] if isinstance(p, Level))


def on_sale(structure: Structure, period_index: int) -> tuple[str, int] | None:
    """What the structure sells during this period: ("add_on", the level it follows) in the
    add-on's window, else ("rebuy", the last rebuy level) while rebuys are sold; the windows
    `cmd_add_on` and `cmd_rebuy` enforce (the TV shows them)."""
    done = levels_done(structure, period_index)
    if structure.add_on is not None and done == structure.add_on.after_level:
        return "add_on", structure.add_on.after_level
    if structure.rebuy is not None and done < structure.rebuy.until_level:
        return "rebuy", structure.rebuy.until_level
    return None


__all__ = ["levels_done", "on_sale"]
