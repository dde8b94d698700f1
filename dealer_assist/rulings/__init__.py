"""Rulings lookup: search over the encoded rulebooks, with situations, jargon and typo help."""

from dealer_assist.rulings.index import Hit, RulingsIndex, TopicComparison

__all__ = ["Hit", "RulingsIndex", "TopicComparison"]
