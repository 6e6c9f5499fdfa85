"""Invoice totals."""

from billing.discounts import apply_discount_rate, loyalty_bonus


def compute_invoice_total(items, customer):
    """Sum the line items, then apply the customer's loyalty discount."""
    subtotal = sum(item.price * item.quantity for item in items)
    return apply_discount_rate(subtotal, loyalty_bonus(customer.years))


class InvoiceFormatter:
    """Formats an invoice as plain text."""

    def format_header(self, invoice):
        return f"Invoice {invoice.number} for {invoice.customer.name}"

    def format_lines(self, invoice):
        return "\n".join(f"{item.name}: {item.price}" for item in invoice.items)
