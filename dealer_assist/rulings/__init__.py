"""Rulings lookup: full-text search over the encoded rulebooks, with jargon and typo help."""

from dealer_assist.rulings.index import Hit, RulingsIndex, TopicComparison

__all__ = ["Hit", "RulingsIndex", "TopicComparison"]
