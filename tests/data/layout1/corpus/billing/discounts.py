"""Discount rules for invoices."""


def apply_discount_rate(amount, rate):
    """Reduce an amount by a rate between 0 and 1."""
    if not 0 <= rate <= 1:
        raise ValueError("rate must be between 0 and 1")
    return round(amount * (1 - rate), 2)


def loyalty_bonus(years):
    """The extra discount rate a customer earns per year of loyalty, capped at 10%."""
    return min(0.01 * years, 0.10)
