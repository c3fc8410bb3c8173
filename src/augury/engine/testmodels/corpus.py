"""The fixed English training text of the tiny BPE tokenizer.

Sentences about support tickets, billing, shipping and urgency, with numbers, JSON tool calls and
the answer phrasing the decision prompts use. Built by index arithmetic over fixed word lists (no
RNG), so the text, and with it the trained vocabulary, is the same on every machine and Python.
"""

from __future__ import annotations

_CUSTOMERS = (
    "The customer",
    "A new client",
    "Our partner",
    "The account owner",
    "A frequent buyer",
    "The billing contact",
    "An enterprise user",
    "The store manager",
)
_ISSUES = (
    "reported a missing package",
    "asked for a refund on the last invoice",
    "was charged twice for the same order",
    "cannot log in to the support portal",
    "wants to change the shipping address",
    "received a damaged item",
    "needs an urgent replacement",
    "disputes the late payment fee",
    "asked when the delivery will arrive",
    "wants to cancel the subscription",
    "found an error in the billing statement",
    "requested an update on the open ticket",
)
_WHEN = (
    "this morning",
    "yesterday",
    "on Monday",
    "last week",
    "two days ago",
    "after the update",
    "before the holiday",
    "at noon",
)
_OUTCOMES = (
    "The ticket was escalated to the billing team.",
    "The agent marked the ticket as urgent.",
    "Shipping confirmed the package is in transit.",
    "The refund will be processed within five business days.",
    "Support closed the ticket after a quick reply.",
    "The order was shipped with express delivery.",
    "Priority is high because the customer is waiting.",
    "The invoice was corrected and sent again.",
    "This is not urgent and can wait until next week.",
    "The payment failed and needs a new card.",
)
_NUMBERS = (
    "Order number {n} costs {p} dollars and ships in {d} days.",
    "Ticket {n} has priority {d} of 5 and {p} comments.",
    "Invoice {n} is due on day {d} with a total of {p} dollars.",
    "Tracking code {n} shows {d} stops and {p} miles left.",
)
_PROMPTS = (
    "Is the following true? The customer needs a refund.\nyes: the statement is true\n"
    "no: the statement is false\nAnswer with yes or no only.",
    "Question: Which team should handle this ticket?\nA: billing - money and invoices\n"
    "B: shipping - packages and delivery\nC: technical - login and errors\nD: sales - new orders\n"
    "Answer with the letter of one option only.",
    "Question: How urgent is this request?\n0: not urgent\n1: low\n2: medium\n3: high\n4: critical\n"
    "Answer with the number of one level only.",
)
_TOOLS = (
    '{"name": "lookup_order", "arguments": {"order_id": %d}}',
    '{"name": "refund_payment", "arguments": {"invoice": %d, "amount": %d.50}}',
    '{"name": "update_ticket", "arguments": {"ticket": %d, "priority": "high"}}',
    '{"type": "function", "function": {"name": "track_package", "parameters": {"code": %d}}}',
)


def training_corpus() -> list[str]:
    """Return the corpus texts (some span several lines), identical on every call and machine."""
    lines: list[str] = []
    for i in range(240):
        customer = _CUSTOMERS[i % len(_CUSTOMERS)]
        issue = _ISSUES[(i * 5) % len(_ISSUES)]
        when = _WHEN[(i * 3) % len(_WHEN)]
        outcome = _OUTCOMES[(i * 7) % len(_OUTCOMES)]
        lines.append(f"{customer} {issue} {when}. {outcome}")
    for i in range(80):
        template = _NUMBERS[i % len(_NUMBERS)]
        lines.append(template.format(n=1000 + i * 37, p=(i * 13) % 500 + 5, d=i % 9 + 1))
    for i in range(40):
        template = _TOOLS[i % len(_TOOLS)]
        values = (4000 + i * 11, i * 3 + 20)
        lines.append(template % values[: template.count("%d")])
    for i in range(30):
        subject = _ISSUES[i % len(_ISSUES)]
        lines.append(f"Subject: {subject}\n\n{lines[i * 7]}\n\n{_PROMPTS[i % len(_PROMPTS)]}")
    return lines
