"""The tournament's session as every program opens it, and the summary it keeps.

One recipe: the tournament's fold, its snapshots' version, and the summary of the state the
director's window shows before the session is open (core.clock_preview). `read_preview`
reads that summary back without loading the core: the fold's version comes from its module's
name, and nothing but the clock's types is decoded.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from dealer_assist.store.fold_version import fold_version, module_fold_version

if TYPE_CHECKING:
    from dealer_assist.core.clock_preview import PreviewedTournament
    from dealer_assist.core.tournament import TournamentState
    from dealer_assist.store.journal import Journal
    from dealer_assist.store.session import Session

logger = logging.getLogger(__name__)

FOLD_MODULE = "dealer_assist.core.tournament"
FOLD_NAME = "apply"


def tournament_session(journal: Journal) -> Session[TournamentState | None]:
    """`journal`'s session, replayed from its newest snapshot, keeping snapshots and the
    summary as it goes (JournalError when a replay fails; the journal is the caller's)."""
    from dealer_assist.core import tournament
    from dealer_assist.core.clock_preview import summary_of
    from dealer_assist.store.session import Session

    return Session(
        journal,
        tournament.apply,
        None,
        fold_version=fold_version(tournament.apply),
        summarize=summary_of,
    )


def read_preview(journal: Journal) -> PreviewedTournament | None:
    """The tournament as its kept summary shows it, or None: no summary, one older than the
    newest event or than this program's fold, or one that cannot be read (logged)."""
    text = journal.read_summary(module_fold_version(FOLD_MODULE, FOLD_NAME))
    if text is None:
        return None
    from dealer_assist.core.clock_preview import previewed

    try:
        return previewed(text)
    except ValueError as exc:
        logger.warning("journal %s: summary ignored (%s)", journal.path, exc)
        return None
