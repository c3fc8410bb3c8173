"""A hand-written evaluation of the demo model: natural tickets and off-domain questions, never trained on.

Every ticket below was written by hand, one at a time, as a customer might write it (not assembled
from parts like the training generators of :mod:`augury.demo.tickets` and :mod:`augury.demo.natural`),
with its facts labelled by hand: topic (or spam), refund request, and stated urgency (0 no rush, 1
low, 2 medium, 3 high, 4 critical; ``None`` when the ticket does not say, which the demo reads as
medium). A test checks that no ticket text or sentence of it appears in the training data.

:func:`handwritten_cases` asks every ticket, on both routes, the questions the README asks (its
phrasings): the four topic predicates, refund, spam and urgent; a team choice; a true/false choice;
and an urgency score on 3, 4 or 5 levels. :func:`handwritten_offdomain_cases` asks questions off the
demo's domain (written here too) about tickets and about text that is no ticket.
"""

from __future__ import annotations

import numpy as np

from augury.demo.dataset import (
    FACTS,
    NO,
    WORDING,
    YES,
    Case,
    Expectation,
    Route,
    _boolean_choice,
    _decisions_body,
    _Spec,
    _systemone_body,
    _team_choice,
    _urgency_score,
    fact_value,
)
from augury.demo.tickets import Labelled, Ticket, pick

HANDWRITTEN_SEED = 31_337
"""Seed of the question wording and option order drawn for the hand-written tickets."""


def _t(text: str, topic: str, *, refund: bool = False, urgency: int | None = None) -> Labelled:
    return Labelled(text=text, topic=topic, refund=refund, urgency=urgency)


TICKETS: tuple[Labelled, ...] = (
    # -- billing, no refund asked -------------------------------------------------------------------------------
    _t("Hello, my statement this month has two identical payments to your company on the same day. "
       "Could you tell me which one is real?", "billing"),
    _t("why am i paying 14.99 when the website said 9.99", "billing"),
    _t("The invoice you emailed me is addressed to my old employer. I need it reissued to my own name "
       "before I can claim it back from work, ideally by Thursday.", "billing", urgency=2),
    _t("I cancelled the yearly subscription back in March and yet another renewal fee was taken "
       "from my card this morning. What is going on?", "billing"),
    _t("Hi team, small thing: the VAT number printed on receipt 55102 is missing a digit. "
       "Whenever you get around to it is fine.", "billing", urgency=0),
    _t("my credit card got declined at checkout three times but my bank says nothing is wrong on their side",
       "billing"),
    _t("Could someone explain the 'service adjustment' line on my latest bill? I never agreed to any adjustment.",
       "billing"),
    _t("We were promised the loyalty discount on our account but the last two invoices are at full price. "
       "Please correct them before our accounts department closes the books tomorrow.", "billing", urgency=3),
    _t("Payment went through twice when the page froze. It's not a huge deal, it can wait till next week "
       "but please sort it eventually.", "billing", urgency=1),
    _t("How do I change which card you charge every month? The old one expired.", "billing"),
    _t("There is a charge from you on my statement that I simply do not recognise, 42 dollars on the 9th.",
       "billing"),
    _t("Dear billing, my company's payroll system shows your invoice was paid on the 2nd but your portal "
       "still lists it as overdue and keeps sending reminders.", "billing"),
    _t("the price of my plan jumped from 20 to 35 without a single email about it", "billing"),
    _t("Your checkout applied sales tax even though we are a tax-exempt charity. We need corrected "
       "invoices for the whole quarter.", "billing"),
    _t("I'm being charged for five seats but only three people in my team use the account.", "billing"),
    _t("Can you add our purchase order number to the last invoice? Finance will not pay it otherwise.",
       "billing"),
    # -- billing, refund ----------------------------------------------------------------------------------------
    _t("refund please, thank you", "billing", refund=True),
    _t("Please refund my last order, it arrived damaged.", "billing", refund=True),
    _t("Refund me now, this is urgent", "billing", refund=True, urgency=3),
    _t("I returned the blender two weeks ago, your warehouse confirmed they got it, but I still haven't "
       "seen the money back on my card. Please send it.", "billing", refund=True),
    _t("You charged me for the premium tier after I downgraded. I'd like that difference returned to me.",
       "billing", refund=True),
    _t("i want my money back for the jacket, it fell apart after one wash", "billing", refund=True),
    _t("Since you billed me twice for the same order, kindly reverse one of the payments to my account.",
       "billing", refund=True),
    _t("The concert tickets were for an event that got cancelled. Can I have the 120 euros returned?",
       "billing", refund=True),
    _t("Hello. I would like to request a refund for order 88213 as the item is not as described. "
       "No rush on this.", "billing", refund=True, urgency=0),
    _t("Please cancel my subscription and refund this month, I never used it.", "billing", refund=True),
    _t("refund for the broken headset asap, i need the money for rent this week", "billing", refund=True,
       urgency=3),
    _t("Your app charged me 3 times for one pizza. Give the extra 2 charges back!!", "billing", refund=True),
    _t("I was told I'd get a refund within five days. It's been three weeks. Where's my money?", "billing",
       refund=True),
    _t("Could you reimburse the shipping fee? The package was supposed to be free delivery.", "billing",
       refund=True),
    _t("Not happy with the course at all, I'd like the full fee paid back please. Sometime next week is okay.",
       "billing", refund=True, urgency=1),
    _t("The hotel booking fee was charged though I cancelled within the free window, I want it credited back.",
       "billing", refund=True),
    _t("Money back, please. The lamp flickers and the store won't take it back.", "billing", refund=True),
    # -- shipping -----------------------------------------------------------------------------------------------
    _t("Where is my parcel? It was due on Monday.", "shipping"),
    _t("The tracking page hasn't updated in six days, it just says 'label created'.", "shipping"),
    _t("my order came but the box was open and the charger is missing", "shipping"),
    _t("Is it possible to redirect my order to my office instead of home? I won't be there on Friday.",
       "shipping", urgency=2),
    _t("The delivery man threw the package over the fence and now the vase is in pieces. I don't want a refund, "
       "just send me another vase.", "shipping"),
    _t("Hello, I ordered a rug on the 2nd and was told it would arrive within five working days. It's now the "
       "20th and nobody can tell me where it is.", "shipping"),
    _t("The courier marked my parcel as delivered at 2pm but I was home all afternoon and nobody came.",
       "shipping"),
    _t("I need the dress for a wedding on Saturday and it still hasn't shipped. Please make sure it gets "
       "here by tomorrow.", "shipping", urgency=3),
    _t("Do you send orders to Norway, and how long would that take?", "shipping"),
    _t("Received someone else's order, a box of dog food. Mine was a keyboard.", "shipping"),
    _t("parcel stuck in customs for two weeks, do i need to pay something to get it released", "shipping"),
    _t("You sent my package to the address I moved out of last year even though I updated it.", "shipping"),
    _t("Only one of the three boxes arrived. The other two don't even have tracking.", "shipping"),
    _t("No hurry, but could you let me know roughly when the backordered chairs will be dispatched?", "shipping",
       urgency=0),
    _t("The pickup point closed and my parcel is being returned to you. Can it be delivered to my door "
       "instead?", "shipping"),
    _t("Our restaurant's weekly supply order didn't arrive and we open in an hour with no ingredients.",
       "shipping", urgency=4),
    _t("The mattress was delivered to the wrong building, the neighbours say they don't have it.", "shipping"),
    _t("my shoes were supposed to come tuesday, now its thursday and tracking shows nothing", "shipping"),
    _t("The box was soaking wet when it arrived and the books inside are ruined.", "shipping"),
    _t("Can I choose an evening delivery slot? I work during the day.", "shipping"),
    _t("The driver wants a signature but I'll be away for a week, can you hold the package?", "shipping",
       urgency=1),
    _t("Tracking number JD014 says delivered to a town two hundred miles from me.", "shipping"),
    _t("I paid for next-day shipping on Monday and it's Thursday. Still nothing.", "shipping"),
    _t("Part of the bookshelf order is missing, the screws and the back panel never came.", "shipping"),
    _t("Hi! Any idea when the order for my mum's birthday present will turn up? Her birthday is in a month, "
       "so not a big deal.", "shipping", urgency=0),
    # -- technical ----------------------------------------------------------------------------------------------
    _t("Every time I press 'save draft' the whole page goes white and I lose my work.", "technical"),
    _t("i reset my password three times and it still says invalid credentials", "technical"),
    _t("The thermostat lost its connection to the app after last night's firmware update.", "technical"),
    _t("Our entire support team is locked out of the admin console since this morning and customers are "
       "waiting in the queue. Please help immediately.", "technical", urgency=4),
    _t("The camera's autofocus hunts back and forth and never locks on anything.", "technical"),
    _t("On Android the app closes itself as soon as I open the settings tab.", "technical"),
    _t("I can't get the verification code by SMS, it never shows up on my phone.", "technical"),
    _t("The dashboard graphs have been showing zero for every day this week even though we have traffic.",
       "technical"),
    _t("Hello, when I try to export my contacts to CSV I get 'unexpected error 0x45'. Not urgent, "
       "next week is fine.", "technical", urgency=1),
    _t("my printer says offline even though it is sitting right next to the router", "technical"),
    _t("The speaker plays for a minute then cuts out and the light blinks red.", "technical"),
    _t("Whenever I attach a file larger than 5 MB the upload bar gets to 99% and fails.", "technical"),
    _t("I have a demo for an investor at 3pm today and the presentation mode of your software won't start.",
       "technical", urgency=3),
    _t("The smartwatch doesn't count my steps anymore since I changed the strap, is that related?",
       "technical"),
    _t("Videos on your site play without any sound in Firefox, Chrome works fine.", "technical"),
    _t("The online shop's cart empties itself whenever I go to another page.", "technical"),
    _t("Login with Google just loops back to the login screen.", "technical"),
    _t("Our point-of-sale terminals all froze at once and the shop is full of customers. We cannot sell "
       "anything!", "technical", urgency=4),
    _t("The keyboard types double letters on some keys, like 'thhe' and 'annd'.", "technical"),
    _t("I can't find where to turn on dark mode, is it gone after the redesign?", "technical"),
    _t("The search bar doesn't find documents I created yesterday.", "technical"),
    _t("Hey, the calendar sync duplicates every meeting three times. Would be nice to have it fixed in the "
       "next couple of days.", "technical", urgency=2),
    _t("The coffee machine shows error E7 and won't brew.", "technical"),
    _t("Ever since I updated my laptop, the desktop client refuses to open and shows a blank window.",
       "technical"),
    _t("Two-step login sends codes that expire before they even arrive.", "technical"),
    _t("app wont open on my ipad, just a black screen then it quits", "technical"),
    _t("Our API key stopped working overnight and all requests return 401.", "technical"),
    _t("The robot vacuum keeps bumping into the same wall and never returns to its dock.", "technical"),
    _t("I'm not after a refund, I just want the scanner to actually scan. It jams on every page.", "technical"),
    # -- sales --------------------------------------------------------------------------------------------------
    _t("We're a school of 400 pupils. Do you have special pricing for education?", "sales"),
    _t("Could you quote me for 25 standing desks delivered to our new office?", "sales"),
    _t("What would an enterprise agreement cost for roughly 300 employees?", "sales"),
    _t("I run a small bakery and I'm interested in your card readers. What are the options and prices?",
       "sales"),
    _t("Is there a discount if we pay for three years up front?", "sales"),
    _t("hi, thinking about switching from our current provider, can someone walk me through your plans",
       "sales"),
    _t("We'd like to resell your products in our shops in Portugal. Who handles partnerships?", "sales"),
    _t("Our budget meeting is tomorrow morning and I need your price for 60 licences before then.", "sales",
       urgency=3),
    _t("Do you offer a free trial for teams before we commit to buying?", "sales"),
    _t("How much would it be to add another ten users to our company account?", "sales"),
    _t("I'm comparing three vendors for our clinic and would love to see a demo of yours. Any time in the "
       "next few weeks.", "sales", urgency=1),
    _t("Can you beat the price we were offered by your competitor? It's 18 per seat.", "sales"),
    _t("We need 500 branded water bottles for a conference. What would that cost?", "sales"),
    _t("Looking to purchase your premium speakers for a hotel chain, please contact me about volume deals.",
       "sales"),
    _t("what's the cheapest plan that includes phone support", "sales"),
    _t("Our nonprofit would like to know if you donate or discount licences for charities.", "sales"),
    _t("Please send a formal quotation for the 12 laptops we discussed, our procurement needs it.", "sales"),
    _t("Hey, is the pro version worth it over the basic one for a freelancer? What's the price gap?", "sales"),
    _t("We're opening two new branches and want to buy the same setup for both. Can we get a package price?",
       "sales"),
    _t("Do you have a price list for wholesale customers?", "sales"),
    _t("I'd like to upgrade our team to the business tier, who do I speak to about pricing?", "sales"),
    _t("Interested in 40 units of the tablet for a classroom project. No rush, term starts in autumn.", "sales",
       urgency=0),
    _t("Are there any bundle deals if we buy the camera together with lenses?", "sales"),
    _t("Our CEO asked me to get a quote for company-wide access. Could you send one?", "sales"),
    _t("Would you give a discount on 15 coffee machines for our co-working space?", "sales"),
    _t("I want to buy gift subscriptions for my whole team, how does that work and what does it cost?",
       "sales"),
    # -- spam ---------------------------------------------------------------------------------------------------
    _t("Dear beneficiary, your email was selected in our annual international draw. Contact our agent with your "
       "full name and bank account to receive 2,500,000 USD.", "spam"),
    _t("GET RICH QUICK with our forex robot!!! 1000% profit in 30 days, join thousands of happy traders", "spam"),
    _t("Hello, we are a digital agency offering backlinks from high authority sites. Rank #1 in weeks.", "spam"),
    _t("Your Netflix account will be closed today. Confirm your card details at the link to keep watching.",
       "spam"),
    _t("Meet hot local girls tonight, no sign up required", "spam"),
    _t("cheap ray bans 85% off free shipping order now", "spam"),
    _t("I am Captain James, a soldier on a peace mission. I need your help moving a trunk of gold.", "spam"),
    _t("Congrats! Your phone number won our monthly prize. Reply YES to claim the new car.", "spam"),
    _t("Boost your followers by 50k overnight, real accounts guaranteed, message us today", "spam"),
    _t("Miracle supplement melts belly fat while you sleep, doctors hate it", "spam"),
    _t("You have a pending parcel. Pay the 1.99 redelivery fee here or it will be returned.", "spam"),
    _t("We buy houses for cash, any condition, call now for an offer!", "spam"),
    _t("Investment opportunity: buy our token before it lists on exchanges next week and 10x your money.",
       "spam"),
    _t("ATTENTION: your PC has 5 viruses. Download our cleaner now to protect your files.", "spam"),
    _t("Get a university diploma in 2 weeks, no exams, fully recognised.", "spam"),
    _t("Hi dear, I saw your profile and I think we could be great friends. Write me at my private email.",
       "spam"),
    _t("Free vacation to the Bahamas for two! Just pay taxes and fees to book.", "spam"),
    _t("Exclusive offer for business owners: get a $250,000 loan approved in 24 hours!", "spam"),
    _t("your apple id is locked, verify your identity within 24h or lose access", "spam"),
    _t("Unlimited viagra, lowest prices on the web, no prescription", "spam"),
    _t("Work 2 hours a day from your phone and earn 5000 a month. Ask me how!", "spam"),
    _t("Our SEO experts noticed your site is not on Google's first page. We can fix that for 99 a month.",
       "spam"),
    _t("Win big at Lucky Star Casino, 200 percent deposit match this weekend only", "spam"),
    _t("Hello friend, kindly assist me to transfer my late husband's fund of 4.5 million dollars.", "spam"),
    _t("Claim your free Amazon voucher worth 500 now, limited to the first 100 people", "spam"),
    # -- more everyday tickets, mixed facts ---------------------------------------------------------------------
    _t("Hi, the app logged me out and now says my email doesn't exist. I have years of notes in there, "
       "please help me get back in today!", "technical", urgency=3),
    _t("Bought the wrong size by mistake. Can I just get the money returned instead of an exchange?",
       "billing", refund=True),
    _t("The parcel says delivered to the front desk but our reception has no record of it.", "shipping"),
    _t("Need a price for 8 office chairs, would be good to hear back this week.", "sales", urgency=2),
    _t("Good morning. I am writing because my bank flagged an unusual payment of 89.00 to your store.",
       "billing"),
    _t("I don't need my money back, just tell me when the replacement phone will be shipped.", "shipping"),
    _t("The wifi extender disconnects every evening around 8, I've tried resetting it twice.", "technical"),
    _t("our whole warehouse can't print shipping labels because your label software crashed, trucks are "
       "waiting outside right now", "technical", urgency=4),
    _t("Thinking of buying the annual plan for our design studio of 6 people. What's the total?", "sales"),
    _t("Payment for invoice 3321 bounced, could you try charging the card again?", "billing"),
    _t("Can you please hurry with my order? It's for my daughter's party this evening and it still says "
       "processing.", "shipping", urgency=3),
    _t("I was refunded the wrong amount, you sent back 10 instead of 100.", "billing"),
    _t("Nothing urgent: the help centre link in the app footer leads to a 404 page.", "technical", urgency=1),
    _t("Please pay back the deposit for the rental bike, I returned it in perfect condition.", "billing",
       refund=True),
    _t("The grocery delivery came with melted ice cream and warm milk.", "shipping"),
    _t("Do you offer payment by bank transfer for a large order of 200 units?", "sales"),
)

def as_ticket(labelled: Labelled) -> Ticket:
    """The ticket the generators' question families ask about."""
    return labelled.ticket(customer="Sam Taylor", subject="Support request")


def _specs(rng: np.random.Generator, ticket: Ticket, route: Route) -> list[_Spec]:
    """Every family the ticket can be asked, once, in the README's phrasings (the training wording pool)."""
    words = WORDING["train"]
    specs: list[_Spec] = []
    for fact in FACTS:
        truth = fact_value(ticket, fact)
        if truth is None:
            continue
        yes_text = no_text = None
        if route == "systemone" and rng.random() < 0.5:
            yes_text, no_text = words.criteria[fact]
        specs.append(_Spec(kind="predicate", family=f"predicate:{fact}", instructions=pick(rng, words.statements[fact]),
                           answer=YES if truth else NO, yes_text=yes_text, no_text=no_text))
    specs.append(_boolean_choice(rng, ticket, words))
    if not ticket.spam:
        specs.append(_team_choice(rng, ticket, words, shuffle=True))
        specs.append(_urgency_score(rng, ticket, words))
    return specs


def handwritten_cases(*, model: str = "augury-demo") -> list[Case]:
    """Every hand-written ticket asked every family, once on each route (the same seed, so the same draws)."""
    cases: list[Case] = []
    for route in ("decisions", "systemone"):
        rng = np.random.default_rng(HANDWRITTEN_SEED)
        for labelled in TICKETS:
            ticket = as_ticket(labelled)
            specs = _specs(rng, ticket, route)
            if route == "decisions":
                body = _decisions_body(rng, model, ticket, specs)
            else:
                body = _systemone_body(rng, model, ticket, specs, WORDING["train"])
            expectations = tuple(Expectation(kind=s.kind, family=s.family, answer=s.answer) for s in specs)
            cases.append(Case(route=route, body=body, expectations=expectations))
    return cases


# -- off the demo's domain ------------------------------------------------------------------------------------------

OFFDOMAIN_TEXTS: tuple[str, ...] = (
    "The sky is blue.",
    "My grandmother grows tomatoes and basil on her balcony every summer.",
    "Le chat dort sur le canapé depuis ce matin.",
    "Seven ships sailed out of the harbour before dawn.",
    "Is it true that octopuses have three hearts?",
    "Twinkle twinkle little star, how I wonder what you are.",
)

OFFDOMAIN_QUESTIONS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("predicate", "The text mentions a colour.", ()),
    ("predicate", "The message is a question.", ()),
    ("predicate", "The writer is in a good mood.", ()),
    ("predicate", "This text is written in German.", ()),
    ("predicate", "The message contains more than fifty words.", ()),
    ("predicate", "Paris is the capital of France.", ()),
    ("predicate", "The author mentions a family member.", ()),
    ("predicate", "Twelve divided by four is three.", ()),
    ("predicate", "The text would make a good song lyric.", ()),
    ("predicate", "The sender probably owns a dog.", ()),
    ("predicate", "The last word of the message rhymes with 'day'.", ()),
    ("predicate", "The text contains a number.", ()),
    ("choice", "Which colour fits the mood of this text best?", ("yellow", "grey", "black")),
    ("choice", "In which language is the message?", ("English", "French", "Swahili")),
    ("choice", "What is nine minus two?", ("six", "seven", "eight")),
    ("choice", "Which planet is the largest?", ("Earth", "Jupiter", "Mars")),
    ("choice", "Which word best describes the writing style?", ("poetic", "technical", "casual", "legal")),
    ("choice", "What is the main emotion here?", ("joy", "fear", "anger", "surprise")),
    ("choice", "Which rhymes with 'bright'?", ("kite", "bread", "lamp")),
    ("choice", "What time of day is it in the text?", ("morning", "noon", "night")),
    ("score", "How cheerful does this sound?", ("gloomy", "neutral", "cheerful")),
    ("score", "How many words long is the text?", ("under ten", "ten to thirty", "over thirty")),
    ("score", "How complex is the vocabulary?", ("simple", "moderate", "advanced")),
    ("score", "How much does this resemble a poem?", ("not at all", "somewhat", "a lot")),
    ("score", "How good is the grammar?", ("poor", "acceptable", "good", "excellent")),
    ("score", "How sarcastic is the writer?", ("sincere", "a little sarcastic", "very sarcastic")),
)


def handwritten_offdomain_cases(*, model: str = "augury-demo") -> list[Case]:
    """Off-domain questions about neutral texts and some hand-written tickets, on /v1/systemone (it reports
    ``x_label_mass``)."""
    texts = list(OFFDOMAIN_TEXTS) + [t.text for t in TICKETS[::12]]
    cases: list[Case] = []
    for index, text in enumerate(texts):
        questions = [OFFDOMAIN_QUESTIONS[(index * 5 + k) % len(OFFDOMAIN_QUESTIONS)] for k in range(5)]
        if index == 0:
            questions[:2] = [OFFDOMAIN_QUESTIONS[0], OFFDOMAIN_QUESTIONS[1]]
        specs = [_Spec(kind=kind, family=f"offdomain:{kind}", instructions=instructions, answer=None,  # type: ignore[arg-type]
                       options=tuple((n, None) for n in names) if kind == "choice" else (),
                       levels=tuple((n, None) for n in names) if kind == "score" else ())
                 for kind, instructions, names in questions]
        ticket = Ticket(text=text, customer="Sam Taylor", subject="Note", topic=None, refund=False, urgency=None)
        rng = np.random.default_rng(HANDWRITTEN_SEED + index)
        # Only /v1/systemone reports x_label_mass.
        cases.append(Case(route="systemone", body=_systemone_body(rng, model, ticket, specs, WORDING["train"]),
                          expectations=tuple(Expectation(kind=s.kind, family=s.family, answer=None) for s in specs)))
    return cases
