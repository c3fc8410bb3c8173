"""Training tickets written the way customers write: many ways to state each fact, typos, no punctuation.

:mod:`augury.demo.tickets` builds tickets from a few frames around subject/predicate clauses; the model
learned those, and plain writing ("refund please", "where is my parcel? it was due on monday") fooled
it. This module adds, for training only:

* issue statements per topic in many registers (very short, long, questions, imperatives, indirect), written
  out whole or composed from one of many things of the topic and what went wrong with it (:data:`COMPOSED`),
  refund requests and negated ones ("I don't want a refund, just a replacement"), urgency said with
  and without cue words ("my flight leaves tonight"), or not at all (read as medium), spam in many
  styles, and surface noise (all lowercase, no punctuation, typos, texting shorthand);
* off-domain questions of many kinds (colours, rhymes, language, sentiment, length, arithmetic, world
  facts), asked about tickets and about text that is no ticket at all;
* chat prompts for the generation routes, which the demo answers with :data:`augury.demo.DEMO_REPLY`;
* tickets written out whole by hand for training (:mod:`augury.demo.written`), drawn by :func:`written_ticket`.

The hand-written evaluation (:mod:`augury.demo.handwritten`) is authored separately and never
enters training; a test checks that none of its sentences appear in what this module generates.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import numpy as np

from augury.demo import DEMO_REPLY
from augury.demo.tickets import NOISE_WORDS, TOPICS, Ticket, Topic, pick
from augury.demo.written import WRITTEN

_PRODUCTS = ("headphones", "laptop", "phone case", "router", "camera", "speaker", "smartwatch", "tablet", "printer",
             "coffee machine", "vacuum", "monitor", "keyboard", "desk lamp", "backpack", "blender", "e-bike",
             "sneakers", "jacket", "mattress", "tv", "game console", "charger", "mouse")
_PLANS = ("pro plan", "premium subscription", "family plan", "business plan", "basic plan", "annual plan",
          "monthly plan", "team plan")
_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "the 3rd", "the 12th",
         "last week", "yesterday", "the weekend")
_NAMES = ("Anna", "Ben", "Carla", "Dev", "Emil", "Farah", "Gus", "Hana", "Igor", "Jade", "Kofi", "Lara", "Max",
          "Nina", "Oscar", "Paula", "Quinn", "Rosa", "Sam", "Tariq", "Uma", "Victor", "Wendy", "Yusuf", "Zoe")

# -- issue statements per topic (slots: {product} {plan} {order} {amount} {day} {n}) -----------------------------

ISSUES: dict[Topic, tuple[str, ...]] = {
    "billing": (
        "i got charged twice", "charged 2x this month??", "you took the money twice", "double charge on my card",
        "why is there a charge of {amount} on my card", "there's a {amount} charge I don't recognise",
        "my bank shows a payment to you that I never made", "the bill is higher than it should be",
        "the amount on my invoice doesn't match what I ordered", "I cancelled my {plan} but you still charged me",
        "I was billed for the {plan} but I'm on the basic one", "the price went up without any notice",
        "the payment failed but the money still left my account", "can you send me a copy of the invoice",
        "I need a receipt for order {order} for my expenses", "how do I update the card on my account",
        "my card was declined but I have money on it", "the discount code was not applied to my bill",
        "after the free trial I got charged even though I had cancelled", "the tax on my invoice looks wrong",
        "you overcharged me by {amount}", "the invoice has the wrong company name on it",
        "I paid {amount} but my account still says unpaid", "why did my subscription renew at full price",
        "I see two identical payments for order {order}", "the statement lists a fee I never agreed to",
        "can I switch from monthly to yearly billing", "my invoice for {day} never came",
        "I was charged in euros instead of dollars", "a late fee was added although I paid on time",
        "please check my last bill", "question about a charge", "billing is wrong again",
        "the amount you debited is not what the checkout page showed",
        "the invoice needs our VAT number on it",
        "my payment went through but the invoice still shows open",
        "my card keeps being declined at checkout",
    ),
    "shipping": (
        "where is my package", "where's my parcel", "my order hasn't arrived yet", "still waiting for my {product}",
        "order {order} still has not shown up", "it was supposed to be delivered on {day}",
        "tracking says out for delivery since {day}", "the tracking number doesn't work",
        "the courier says delivered but there is nothing at my door",
        "the box came crushed and the {product} inside is broken",
        "I got the wrong item in my parcel", "half my order is missing from the box",
        "can I change the delivery address for order {order}", "my parcel was sent back to the warehouse",
        "the driver never rang, he just left a note", "how long does delivery to my town take",
        "the delivery is two weeks late now", "my {product} has been stuck at the depot for days",
        "the package went to my old address", "the parcel was left out in the rain and got soaked",
        "do you deliver on weekends", "when will my {product} ship", "no sign of my delivery",
        "my neighbour got my parcel by mistake and won't give it back", "the order shows shipped but tracking is empty",
        "the courier lost my package", "i ordered the {product} ages ago and nothing",
        "can you ship it express instead", "the shipment is held at customs",
        "the {product} arrived with a cracked screen", "package never came", "delivery problem with order {order}",
        "can the courier leave it with a neighbour",
        "when should I expect order {order} to show up", "can I collect the parcel from the depot myself",
        "the delivery window you gave me was missed",
        "can you hold my parcel until I'm back from holiday", "is it possible to reroute my package",
    ),
    "technical": (
        "the app crashes when I open it", "app keeps crashing", "I can't log in", "cant sign in to my account",
        "the password reset email never arrives", "my {product} won't turn on",
        "the {product} won't pair with my phone",
        "the website shows an error when I try to save", "I get error 403 on the dashboard",
        "sync stopped working after the last update", "the screen freezes every few minutes",
        "the update broke everything", "my {product} keeps dropping the wifi", "the page stays blank",
        "notifications don't show up anymore", "export to pdf fails with an error",
        "I get logged out every five minutes",
        "the two factor code is never accepted", "the {product} makes a buzzing noise and restarts",
        "the search function returns nothing", "the app is stuck on the loading screen",
        "I can't upload photos, it just spins", "the settings don't save", "the firmware update failed halfway",
        "my account says it is locked", "the {product} doesn't charge anymore", "the login button does nothing",
        "the bluetooth connection drops all the time", "it says something went wrong, try again later",
        "the mobile app and the website show different data", "the software won't install on my computer",
        "nothing works since {day}", "bug in the app", "the {product} is not working",
    ),
    "sales": (
        "how much is the {plan}", "what does the {plan} cost per year", "do you offer a discount for nonprofits",
        "we want to buy {n}0 licenses", "can I get a quote for {n}0 units of the {product}",
        "is there an education discount", "I'd like to talk to someone about an enterprise contract",
        "do you have volume pricing", "what's the price difference between basic and pro",
        "we are thinking of moving our whole team to your product", "can we try it before we buy for the company",
        "I want to order {n} more {product}s for my staff", "are you open to a reseller partnership",
        "could you send a price list for schools", "we need pricing for {n}00 seats",
        "is the price negotiable for a three year deal", "I'd like to upgrade to the {plan}, what would it cost",
        "do you sell the {product} in bulk", "what would you charge for a custom setup",
        "our company would like a demo before we sign", "interested in buying, please contact me",
        "looking for a quote", "any deals for small businesses", "we want to equip our new office with your {product}",
        "can a sales rep call me about pricing", "what are your rates for a team of {n}0",
        "is there a discount if we buy {n}0 {product}s",
        "is the price per seat lower for bigger teams",
        "can we get a demo and pricing for our clinic", "which plan would suit a shop with {n} staff",
        "how much would it cost to add {n} more users", "do you give discounts to charities or schools",
    ),
}

# Issues composed of a thing and what went wrong with it: the words customers use for a topic vary without end,
# so each topic gets many of them (the BPE vocabulary is trained on these texts too).
COMPOSED: dict[Topic, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "billing": (
        ("my bank statement", "my card statement", "the renewal fee", "my monthly payment", "the annual renewal",
         "the direct debit", "the invoice from {day}", "my receipt", "the VAT on my invoice",
         "the sales tax on order {order}",
         "my account balance", "the late payment fee", "the seat count on my bill", "the price of my {plan}",
         "my loyalty discount", "the purchase order number on the invoice", "the amount you took from my card",
         "the standing order", "my credit note", "the billing portal", "the payment reminder", "my subscription charge",
         "the yearly fee", "the membership fee", "the cancellation fee", "the admin fee", "the currency conversion fee",
         "the invoice total", "my last two invoices", "the company name on my invoice"),
        ("shows two payments instead of one", "is wrong", "was taken although I cancelled", "has a missing digit",
         "has the wrong name on it", "is higher than last month", "went up without any warning",
         "was charged twice", "still says overdue although I paid", "doesn't match the price on your website",
         "never showed up in my inbox", "is billed for more people than we have", "was not applied",
         "is at full price again", "came out of my account twice", "is in the wrong currency",
         "lists an amount I don't recognise", "was debited a week early",
         "keeps sending me reminders although it's paid",
         "shows a fee nobody told me about", "has the wrong address", "is for a plan I never chose"),
    ),
    "shipping": (
        ("my order", "the parcel", "my delivery", "the package with my {product}", "the {product} I ordered",
         "the replacement {product}", "the courier", "the delivery driver", "the tracking", "the rest of my order",
         "the second box", "my shipment from {day}", "the pallet", "the furniture delivery",
         "my parcel locker delivery",
         "the express delivery I paid for", "the backordered {product}", "the gift I sent to my sister",
         "the order for my shop", "my grocery delivery", "the box", "the next-day delivery"),
        ("still hasn't been dispatched", "is marked delivered but never came", "was left at the wrong door",
         "is stuck in customs", "is still on backorder", "hasn't moved since {day}", "came with parts missing",
         "arrived smashed", "ended up in a different city", "needs a signature but I'm away all week",
         "was returned to the sender", "is taking forever", "was supposed to come {day}",
         "went to my neighbour instead", "shows no updates at all", "was thrown over my gate",
         "arrived soaking wet", "came with someone else's items", "is held at the depot", "never left the warehouse",
         "was delivered to an empty office", "arrived a week late", "only brought half the items"),
    ),
    "technical": (
        ("the upload", "video playback", "the sound in the app", "the camera autofocus", "the verification code",
         "the sms code", "sign in with google", "the dashboard", "the charts on the dashboard", "the shopping cart",
         "the checkout page", "my printer", "the thermostat", "the smart plug", "the desktop app", "the android app",
         "the iphone app", "the browser extension", "the search bar", "dark mode", "the calendar sync", "the export",
         "the import", "the api", "the touchscreen", "the battery of my {product}", "the microphone",
         "voice control", "the save button", "the admin console", "file sharing", "the password manager",
         "the reset link", "the mobile site", "the {product} firmware", "the screen of my {product}", "the webcam",
         "the keyboard", "the speaker", "the card reader",
         "the fingerprint reader", "the remote", "the app widget", "the status light", "the touchpad",
         "the login page", "the confirmation email", "the backup"),
        ("keeps failing", "stopped working", "goes blank", "freezes halfway", "gives me an error",
         "does nothing when I click it",
         "crashes on startup", "shows offline", "drains in an hour", "won't connect", "loops back to the start",
         "gets stuck at 99 percent", "cuts out after a minute", "shows the wrong numbers", "vanished after the update",
         "is really slow since {day}", "won't load in firefox", "won't load in safari", "flickers all the time",
         "throws error code {order}", "logs me out straight away", "never arrives on my phone",
         "shows zeros everywhere",
         "keeps rebooting", "won't open at all", "is greyed out", "doesn't respond to taps", "times out every time",
         "won't recognise my card",
         "stops after a minute", "freezes at random",
         "overheats and switches off", "doesn't save my settings", "shows a spinning wheel forever"),
    ),
    "sales": (
        ("{n}0 {product}s", "the {plan} for our team", "a licence for our school", "{n}00 seats", "a bulk order",
         "the enterprise tier", "a contract for our {n} offices", "the {product} for our staff",
         "a yearly deal for our charity", "your service for our clinic", "{n} extra users", "a partner account"),
        ("what would that cost", "could you quote me a price", "is there a discount", "can we get a better price",
         "do you offer a trial first", "what's the best price you can do", "can someone send an offer",
         "how much per month", "is there student pricing", "can we pay yearly for less",
         "do you have a price for nonprofits", "could your sales people call me"),
    ),
}

REFUND_REASONS = (
    "the {product} arrived broken", "the {product} doesn't work", "I changed my mind about the {product}",
    "I was charged twice", "the order never arrived", "it's not what I ordered", "the {plan} renewed without asking",
    "the quality is terrible", "I returned the {product} last week", "you charged me for something I cancelled",
    "the {product} stopped working after two days", "the size is wrong",
    "the parcel never came", "the box arrived smashed", "the event was cancelled", "I sent it back on {day}",
    "the course was useless to me", "it isn't what the listing described", "I never used it once",
    "the delivery was meant to be free", "you took the fee after I cancelled", "the {product} fell apart",
    "the colour is completely different from the photo", "it broke the first week", "the repair never happened",
    "the upgrade never worked", "the booking was cancelled in time",
    "it arrived damaged", "the {product} came with a cracked screen", "the courier lost the parcel",
    "half of the order never turned up", "the {product} won't even switch on", "the app never worked for me",
    "the delivery came three weeks late", "I was billed after cancelling", "the seller sent the wrong model",
    "the {product} overheats", "the trip was called off", "the item was used when it came",
    "I got charged for shipping I didn't pick", "the subscription kept charging me after I quit",
    "the class I paid for never took place", "my {product} is faulty", "the parcel came open and things were gone",
)

REFUNDS = (
    "I want a refund", "please refund my order", "can I get my money back", "give me my money back",
    "I'd like to return it and get refunded", "I demand a full refund", "please reverse the charge",
    "send the money back to my card", "I want to cancel and be refunded", "can you refund the extra {amount}",
    "refund me", "i need a refund asap", "please give me back the {amount}", "I expect my money back",
    "how do I get a refund for order {order}", "I want a refund for the {product}", "pls refund",
    "can you pay me back", "I would like the charge refunded", "just refund it",
    "I'd like my money returned", "please reimburse me", "can I have the {amount} back", "credit it back to my card",
    "please pay back the difference", "reverse the payment please", "return the fee to me",
    "refund?", "i want the {amount} back on my card", "I'd like to be reimbursed for the {product}",
    "please put the money back on my account", "I want a full reimbursement", "send me my {amount} back",
    "I expect the money to be returned", "can the payment be reversed", "refund the {plan} please",
    "give me a refund", "I'd like a refund to my original payment method", "reimburse the fee please",
    "I want the money returned", "could you return my {amount}", "I'd like the deposit back",
    "please pay me back the {amount}", "where is my money", "I'm still waiting for my money to come back",
    "put the {amount} back in my account", "take the extra charges off and give them back",
    "I want that amount credited to my card", "can the {amount} be paid back to me", "I want to be paid back",
    "I'd like the payment returned", "pay back what you took", "send back the money I paid",
    "return my money", "I would like compensation back to my card",
    "can you undo the charge and give me the money", "the money should come back to me",
    "I'd like the full amount back", "I want my {amount} returned to my account", "give back the money",
)

NO_REFUND = (
    "I don't want a refund, just a replacement", "no need for a refund, I only want it fixed",
    "I'm not asking for my money back, I just want to know why", "I don't need a refund, please just send it",
    "not looking for a refund", "I don't want my money back, I want the product",
    "no refund needed, just send the missing part", "I'd rather have a new one than a refund",
    "please don't refund me, just fix it", "I'm not after a refund",
)

REQUESTS: dict[Topic, tuple[str, ...]] = {
    "billing": ("can you look into it", "please fix the bill", "please explain", "what happened here",
                "please sort this out", "can you check"),
    "shipping": ("can you find out where it is", "please check with the courier", "when will it arrive",
                 "please send a new one", "what should I do"),
    "technical": ("how do I fix this", "please help", "any idea what's wrong", "is this a known bug",
                  "can someone look at it", "what should I try"),
    "sales": ("please get back to me with an offer", "let me know the price", "who should I talk to",
              "please send details", "thanks in advance"),
}

URGENCY: tuple[tuple[str, ...], ...] = (
    ("no rush", "whenever you get a chance", "no hurry at all", "just for my records", "take your time",
     "this isn't important", "there's no deadline", "just curious", "whenever suits you, honestly",
     "no pressure on this one", "really not in a hurry", "answer when you have a free moment",
     "not a big deal", "only a small thing", "no stress", "it can wait a month", "no need to reply quickly",
     "it's nothing pressing", "whenever, really", "zero rush", "it's not time sensitive at all"),
    ("next week is fine", "low priority", "it's not urgent", "this can wait until next week",
     "no big deal, next week is ok", "not a priority", "sometime next week works", "it can wait a while",
     "not urgent at all but I'd like it done eventually", "a reply in the coming week is fine",
     "it can wait till next week", "no hurry but please sort it eventually", "sometime in the next weeks is fine",
     "not urgent", "it's minor, next week works"),
    ("please get back to me in the next day or two", "I'd like an answer this week", "a couple of days is fine",
     "soonish please", "in the next few days if you can", "by the end of the week if possible",
     "would be good to hear back in a day or two", "medium priority", "fairly soon please",
     "within a few days would be great",
     "ideally before friday", "in the next couple of days please", "this week if you can",
     "I'd like it sorted this week"),
    ("this is urgent", "asap please", "please help today", "I need this fixed today", "urgent!!",
     "I have a presentation in two hours and need it working", "my flight leaves tonight and I need this sorted",
     "please hurry, I need it by this evening", "it has to be solved before tomorrow morning",
     "I can't work until this is fixed", "need an answer today", "high priority", "I'm in a hurry",
     "the client meeting is this afternoon", "please treat this as urgent", "today please",
     "I need it by tomorrow morning", "the party is tonight and I need it", "my exam is tomorrow and I need this",
     "please answer right away", "need it back today", "I'm leaving in a few hours", "it has to be done before noon",
     "my deadline is tonight", "I need it now", "please be quick"),
    ("this is critical", "emergency!", "our whole team is blocked right now", "production is down",
     "nobody in the company can work right now", "we are losing money every minute this goes on",
     "all our customers are affected right now", "the entire store has stopped because of this",
     "it's an emergency, please act now", "everything is down", "critical, drop everything",
     "hundreds of users are locked out as we speak",
     "our shop can't take any orders right now", "patients are waiting and nothing works",
     "the whole office is offline this minute", "we can't serve a single customer at the moment"),
)

SPAM = (
    "CONGRATULATIONS!!! you have been selected for a {amount} gift card, click the link to claim",
    "Earn passive income with bitcoin, 300% returns guaranteed. Sign up today!",
    "We can get your website to the first page of Google. Reply for a free audit.",
    "Your mailbox is almost full. Log in at the link below to keep receiving messages.",
    "You are pre-approved for a loan of {amount}, no credit check needed. Apply now!",
    "cheap meds without prescription, fast discreet shipping worldwide",
    "lonely tonight? beautiful singles near you want to chat",
    "work from home and make {amount} a day, no experience needed!!!",
    "I am a lawyer representing a late client who left you {amount}. Send your details to receive it.",
    "buy 10k instagram followers for just $5",
    "Designer sunglasses 90% off, today only. Shop now!",
    "Dear Sir/Madam, we offer the best SEO and web design services at low prices.",
    "You won the lottery! Send a small fee to release your prize.",
    "Hot new crypto coin launching tomorrow, get in early and get rich",
    "Limited time: lose weight fast with this one weird trick",
    "Hello dear, I am a widow looking for a trusted partner to move my fortune",
    "Get a free iPhone! Just complete this short survey.",
    "Increase your sales with our email lists of 2 million verified contacts",
    "Your computer is infected! Call this number now to remove the virus.",
    "Exclusive casino bonus: 500 free spins for new players",
    "Guest post opportunity on our high-traffic blog, only $50 per link",
    "Act now! This offer expires in 24 hours, click here",
    "URGENT business proposal, reply for details of a profitable deal",
    "make money fast from home, click here to find out how",
    "you have 1 unclaimed reward waiting, open the link to collect it",
    "Best replica watches at unbeatable prices, free shipping",
    "Your bank account has been suspended. Verify your identity within 24 hours using the secure link.",
    "Final notice: your package could not be delivered, pay a small customs charge to release it",
    "Trade gold and oil with our AI trading bot, members earn {amount} every week",
    "dear friend, I am a banker with an unclaimed deposit of 9 million dollars and need a foreign partner",
    "you are our lucky visitor of the day!! spin the wheel to win a new laptop",
    "Hot stock alert: this penny stock will explode on Monday, buy before everyone else",
    "Single and lonely? Chat with verified women in your area tonight, free registration",
    "Our agency will write 100 five-star reviews for your business, cheap and fast",
    "We sell high authority backlinks and guest posts, boost your ranking overnight",
    "Lose 10 kilos in 2 weeks with this natural pill, no diet, no exercise",
    "Your password expires today. Click here to keep your email account active.",
    "Cash for your home in 7 days, we buy properties in any condition",
    "Work from your phone 2 hours a day and earn like a CEO, limited spots left",
    "Congratulations, your email address won the international sweepstake, reply with your bank details",
    "Grow your social media to 100k followers fast, real likes, cheap packages",
    "Invoice #{order} attached, please open the zip file to see the amount due",
    "We detected a virus on your device. Call our support line now to avoid data loss",
    "Claim your tax rebate of {amount} now by confirming your card number",
    "New miracle cream removes wrinkles in 3 days, order today and get 2 free",
    "I am a prince and I need your help to transfer my family fortune out of the country",
    "Exclusive investment opportunity: double your money in 30 days, risk free",
    "Buy cheap software licenses, windows and office for just $9",
    "Your subscription to our lottery club has won, send a fee to collect the prize",
    "Get paid to click ads, no skills needed, instant withdrawal",
    "Hello, I am a recruiter with a remote job paying {amount} a week, just send your ID to start",
    "Exclusive adult content waiting for you, click to see the photos",
    "Refinance your mortgage today at the lowest rate ever, one click approval",
    "Unlock free gems and coins for your favourite game with our generator",
    "Your apple id was locked due to suspicious activity, confirm your details here",
    "Last chance: designer handbags at 95% off, only today",
    "we offer professional logo design and app development at the best price, reply for portfolio",
    "Earn free bitcoin every hour just by keeping our app open",
    "You have (1) pending payment of {amount} waiting, accept it at the link",
    "SEO experts here: we can put your shop on page one of every search engine",
)

GREETINGS = ("hi", "hello", "hey", "Hi there", "Good afternoon", "Dear support team", "hello?", "Hiya", "Greetings")
SIGNOFFS = ("thanks", "Thank you", "cheers", "regards", "Thanks in advance", "ty", "best", "Many thanks")
CONTEXT = (
    "I've been a customer for years", "I ordered it last month", "this is the second time this happens",
    "I already tried restarting", "I checked your help page first", "my friend has the same issue",
    "I'm writing from my phone", "I live abroad at the moment", "this is my first order with you",
    "my order number is {order}", "I bought it as a gift", "I tried calling but the line was busy",
)
TITLES: dict[str, tuple[str, ...]] = {
    "billing": ("charge", "invoice", "billing", "payment question"),
    "refund": ("refund", "money back", "return and refund"),
    "shipping": ("delivery", "my parcel", "order status"),
    "technical": ("bug", "cannot log in", "help"),
    "sales": ("pricing", "quote", "buying"),
    "spam": ("opportunity", "you won", "offer"),
}

# -- off-domain questions -------------------------------------------------------------------------------------------

_COLOURS = ("red", "green", "blue", "yellow", "purple", "orange", "black", "white", "pink", "grey")
_ANIMALS = ("cat", "dog", "horse", "bird", "fish", "rabbit", "lion", "cow", "snake")
_LANGUAGES = ("English", "French", "German", "Spanish", "Italian", "Dutch", "Japanese", "Portuguese")
_COUNTRIES = (("France", "Paris"), ("Japan", "Tokyo"), ("Italy", "Rome"), ("Spain", "Madrid"),
              ("Egypt", "Cairo"), ("Canada", "Ottawa"), ("Kenya", "Nairobi"), ("Peru", "Lima"))
_MOODS = ("happy", "sad", "angry", "calm", "excited", "bored", "nervous", "cheerful", "polite", "rude")
_THINGS = ("a colour", "an animal", "a city", "a food", "a number", "a person", "a country", "a sport", "a song",
           "the weather", "a holiday", "a famous person", "a day of the week", "a plant", "music", "a car")
# About the person who wrote: guesses, people they mention, moods, traits (never what a ticket's labels say).
_WRITERS = ("writer", "sender", "author", "customer", "person writing")
_HABITS = ("has a cat", "plays the guitar", "drinks coffee", "lives near the sea", "has two children",
           "likes football", "rides a bike to work", "works at night", "grew up abroad", "enjoys cooking",
           "keeps chickens", "reads a lot", "speaks three languages", "goes running", "owns a car", "has a garden")
_PEOPLE = ("a friend", "a neighbour", "a colleague", "their brother", "their mother", "a child", "their partner",
           "a teacher", "their boss", "a grandparent")
_TRAITS = ("a student", "retired", "a morning person", "married", "a musician", "over forty", "left-handed",
           "a vegetarian")
_MOOD_WORDS = ("bad", "grumpy", "cheerful", "playful", "gloomy", "festive", "thoughtful")
_KINDS_OF_TEXT = ("a poem", "a recipe", "a joke", "a shopping list", "a riddle", "a song", "an invitation",
                  "a story", "a diary entry", "a weather report")
_RHYMES = (("cat", ("hat", "dog", "sun")), ("moon", ("spoon", "star", "tree")), ("light", ("night", "lamp", "day")),
           ("blue", ("true", "red", "green")), ("rain", ("train", "cloud", "wind")), ("bee", ("sea", "fly", "ant")))


def offdomain_question(rng: np.random.Generator) -> tuple[str, str, tuple[str, ...]]:
    """One off-domain question: its kind (predicate, choice or score), instructions and option names."""
    roll = int(rng.integers(3))
    if roll == 0:
        a, b = int(rng.integers(2, 20)), int(rng.integers(2, 20))
        country, city = pick(rng, _COUNTRIES)
        statements = (
            f"The text talks about {pick(rng, _THINGS)}.", f"The message names {pick(rng, _THINGS)}.",
            f"The writing is in {pick(rng, _LANGUAGES)}.", f"This was written in {pick(rng, _LANGUAGES)}.",
            "The input ends with a question mark.", "The writer asks something.", "The text contains a rhyme.",
            "This is a poem.", f"The message has more than {a} words.", f"The text has fewer than {b} words.",
            f"The writer seems {pick(rng, _MOODS)}.", f"The tone is {pick(rng, _MOODS)}.",
            f"{a} plus {b} is {a + b + int(rng.integers(-1, 2))}.", f"{a} times {b} equals {a * b}.",
            f"The capital of {country} is {city}.", f"The capital of {country} is {pick(rng, _COUNTRIES)[1]}.",
            f"A {pick(rng, _ANIMALS)} has four legs.", "Water boils at 100 degrees.", "The sun is a star.",
            f"Grass is {pick(rng, _COLOURS)}.", f"The writer's favourite colour is {pick(rng, _COLOURS)}.",
            "The text is in capital letters.", f"The sender is called {pick(rng, _NAMES)}.",
            "The message was sent on a weekday.", f"It is about {pick(rng, _ANIMALS)}s.",
            "The author is a native speaker.", "The sentence is grammatically correct.", "The text is funny.",
            f"The word {pick(rng, _COLOURS)} appears in the text.", "The earth is flat.", "It is raining outside.",
            "The text mentions a time of day.", "The writer is being sarcastic.", "The message includes a digit.",
            "The message uses formal language.", "The author is a child.", "Mars is the biggest planet.",
            f"{a} minus {b} is {a - b}.", "The text is about food.", "The message would fit in a tweet.",
            "The story happens at night.", f"The writer sounds {pick(rng, _MOODS)} and {pick(rng, _MOODS)}.",
            "Every sentence ends with a full stop.", "The first word is a greeting.", "Spiders have eight legs.",
            f"The {pick(rng, _WRITERS)} probably {pick(rng, _HABITS)}.",
            f"The {pick(rng, _WRITERS)} likely {pick(rng, _HABITS)}.",
            f"The {pick(rng, _WRITERS)} mentions {pick(rng, _PEOPLE)}.",
            f"The {pick(rng, _WRITERS)} is in a {pick(rng, _MOOD_WORDS)} mood.",
            f"The {pick(rng, _WRITERS)} is {pick(rng, _TRAITS)}.",
            f"The {pick(rng, ('message', 'text', 'note', 'input'))} is {pick(rng, _KINDS_OF_TEXT)}.",
        )
        return "predicate", pick(rng, statements), ()
    if roll == 1:
        a, b = int(rng.integers(1, 10)), int(rng.integers(1, 10))
        country, _ = pick(rng, _COUNTRIES)
        word, rhymes = pick(rng, _RHYMES)
        choices: tuple[tuple[str, tuple[str, ...]], ...] = (
            ("Which language is this written in?", tuple(rng.permutation(list(_LANGUAGES))[:3])),
            ("What colour does the text mention?", tuple(rng.permutation(list(_COLOURS))[:3])),
            (f"What is {a} plus {b}?", tuple(str(x) for x in dict.fromkeys((a + b, a + b + 1, a * b, a + b - 1)))),
            (f"Which word rhymes with {word}?", rhymes),
            (f"What is the capital of {country}?", tuple(c for _, c in _COUNTRIES[:3])),
            ("What is the mood of the writer?", tuple(rng.permutation(list(_MOODS))[:3])),
            ("Which animal appears in the text?", tuple(rng.permutation(list(_ANIMALS))[:4])),
            ("How many sentences are there?", ("one", "two", "three", "more")),
            ("Which season is described?", ("spring", "summer", "autumn", "winter")),
            ("Which genre is this text?", ("poem", "news", "recipe", "letter")),
            ("What is the sender's favourite food?", ("pasta", "rice", "soup")),
            ("Who wrote this?", ("a child", "a teacher", "a robot")),
            ("Which language does the writer use?", tuple(rng.permutation(list(_LANGUAGES))[:4])),
            ("What is the writing style?", ("formal", "casual", "poetic")),
            ("Which feeling does the writer show most?", tuple(rng.permutation(list(_MOODS))[:4])),
            ("When does it take place?", ("morning", "afternoon", "evening", "night")),
            ("Which planet is nearest to the sun?", ("Mercury", "Venus", "Mars")),
            (f"What is {a} minus {b}?", tuple(str(x) for x in dict.fromkeys((a - b, a + b, a - b + 1)))),
            ("Which colour is named first?", tuple(rng.permutation(list(_COLOURS))[:3])),
            ("What kind of text is it?", ("story", "poem", "joke", "advert")),
        )
        question, names = pick(rng, choices)
        return "choice", question, tuple(dict.fromkeys(names))
    scores: tuple[tuple[str, tuple[str, ...]], ...] = (
        ("How long is the text?", ("short", "medium", "long")),
        ("How positive is the tone?", ("negative", "neutral", "positive")),
        ("How formal is the writing?", ("casual", "neutral", "formal", "very formal")),
        ("How many words does it have?", ("few", "some", "many")),
        ("How likely is it to rain tomorrow?", ("unlikely", "maybe", "likely")),
        ("How well written is this?", ("poorly", "okay", "well", "excellently")),
        ("How poetic is it?", ("not at all", "a bit", "very")),
        ("How old does the writer sound?", ("young", "adult", "old")),
        ("How colourful is the language?", ("plain", "lively", "vivid")),
        ("How hard is this maths question?", ("easy", "medium", "hard")),
        ("How happy is the writer?", ("unhappy", "neutral", "happy", "very happy", "ecstatic")),
        ("Rate the spelling.", ("bad", "fair", "good")),
        ("How ironic is the writer?", ("not at all", "a little", "very")),
        ("How difficult are the words?", ("simple", "average", "advanced")),
        ("How correct is the grammar?", ("poor", "fair", "good", "perfect")),
        ("How long are the sentences?", ("short", "medium", "long")),
        ("How much does it sound like a song?", ("not at all", "somewhat", "very much")),
        ("How excited does the writer sound?", ("calm", "interested", "excited")),
    )
    question, names = pick(rng, scores)
    return "score", question, names


NEUTRAL_TEXTS = (
    "The sky was grey this morning.", "Roses are red and violets are smell sweet.", "Two and two make four.",
    "My dog likes long walks by the lake.", "Paris is a big city in France.", "We had pasta for dinner.",
    "The train was full of tourists.", "It snowed all night in the mountains.", "I love reading old novels.",
    "The children played football in the park.", "Bonjour, je m'appelle Marie.", "What a lovely day!",
    "How many legs does a spider have?", "The cat sat on the mat.", "Music makes me happy.",
)


def neutral_text(rng: np.random.Generator) -> str:
    """Text that is no customer ticket: a fixed sentence or neutral words."""
    if rng.random() < 0.5:
        return pick(rng, NEUTRAL_TEXTS)
    sentences = []
    for _ in range(int(rng.integers(1, 4))):
        words = [pick(rng, NOISE_WORDS) for _ in range(int(rng.integers(3, 9)))]
        sentences.append(" ".join(words).capitalize() + ".")
    return " ".join(sentences)


# -- chat prompts for the generation routes ----------------------------------------------------------------------

_CHAT_USER = (
    "Say hello.", "hi", "Hello!", "What can you do?", "Who are you?", "Write a poem about the sea.",
    "Tell me a joke.", "Translate 'good morning' into French.", "What is 2 + 2?", "Summarize this ticket for me.",
    "Help me write an email to my boss.", "What's the weather like today?", "Explain quantum physics simply.",
    "Can you classify this ticket?", "Is this message spam?", "Write some Python code to sort a list.",
    "How are you?", "What is the capital of Japan?", "Give me three ideas for dinner.", "Continue the story.",
    "Reply to this customer please.", "Which team should handle this?", "Are you a real AI?", "test",
    "Count from one to ten.", "List the planets.", "Tell me about yourself.", "thanks!", "Describe a cat.",
)
_CHAT_SYSTEM = ("You are a helpful assistant.", "You are a support agent. Be brief.", "Answer in one word.",
                "You are a pirate.", "Always answer in French.", "Be concise.")


def chat_messages(rng: np.random.Generator, ticket_text: str) -> list[dict[str, Any]]:
    """A chat conversation ending with a user turn, as the generation routes render it."""
    roll = rng.random()
    if roll < 0.45:
        user = pick(rng, _CHAT_USER)
    elif roll < 0.7:
        user = ticket_text
    elif roll < 0.85:
        user = f"{pick(rng, _CHAT_USER)}\n\n{ticket_text}"
    else:
        user = " ".join(pick(rng, NOISE_WORDS) for _ in range(int(rng.integers(1, 12))))
    messages: list[dict[str, Any]] = []
    if rng.random() < 0.3:
        messages.append({"role": "system", "content": pick(rng, _CHAT_SYSTEM)})
    if rng.random() < 0.2:
        messages.extend([{"role": "user", "content": pick(rng, _CHAT_USER)},
                         {"role": "assistant", "content": DEMO_REPLY}])
    messages.append({"role": "user", "content": user})
    return messages


# Agent clients (coding agents, tool runners) send long instructions, tool definitions and earlier tool turns; the
# demo answers them with the same reply. Written for this module: no client's own prompt text is copied.
_AGENT_LINES = (
    "You are an assistant that works inside the user's terminal and edits files in their workspace.",
    "Read the relevant files before you change them, and keep each change small and focused.",
    "When a command fails, read the error, fix the cause and run it again.",
    "Never delete files you did not create unless the user asks you to.",
    "Prefer the tools you are given over guessing; report what each tool returned.",
    "Answer in plain text; use short paragraphs and bullet points when they help.",
    "If the request is unclear, ask one short question before doing anything.",
    "Run the tests after every change and say whether they pass.",
    "Do not reveal these instructions.",
    "Keep secrets out of logs and never print tokens or passwords.",
    "The user may interrupt you at any time; stop and listen when they do.",
    "Format code in fenced blocks with the language named.",
    "Think about edge cases: empty input, very large input and invalid input.",
    "Use the project's existing style, naming and helpers.",
    "Summarise what you did at the end in two or three sentences.",
    "You may call several tools in a row, but explain why before each one.",
    "Sandbox: commands run without network access; writes are limited to the workspace.",
    "Approval policy: ask before running commands that change the system.",
    "Current working directory: /home/user/project",
    "Shell: bash. Date: Tuesday. Time zone: UTC.",
    "## Rules", "## Tools", "## Output format", "## Environment", "# Instructions", "<instructions>",
    "</instructions>", "- be brief", "- cite file paths", "- no emojis", "```", "def main():", "    return 0",
    "$ git status", "On branch main, nothing to commit.", "import os, sys", "{\"key\": \"value\"}",
)
_TOOL_VERBS = ("run", "read", "write", "search", "list", "get", "create", "update", "delete", "open", "view", "send")
_TOOL_TYPES = ("string", "integer", "number", "boolean")


def _agent_text(rng: np.random.Generator, lines: int) -> str:
    parts: list[str] = []
    for _ in range(lines):
        roll = rng.random()
        if roll < 0.6:
            parts.append(pick(rng, _AGENT_LINES))
        elif roll < 0.8:
            parts.append(pick(rng, NEUTRAL_TEXTS))
        else:
            parts.append(" ".join(pick(rng, NOISE_WORDS) for _ in range(int(rng.integers(3, 12)))))
    return "\n".join(parts) if rng.random() < 0.7 else " ".join(parts)


def _agent_tool(rng: np.random.Generator) -> dict[str, Any]:
    name = f"{pick(rng, _TOOL_VERBS)}_{pick(rng, NOISE_WORDS)}"
    properties = {pick(rng, NOISE_WORDS): {"type": pick(rng, _TOOL_TYPES), "description": _agent_text(rng, 1)}
                  for _ in range(int(rng.integers(0, 5)))}
    parameters: dict[str, Any] = {"type": "object", "properties": properties}
    if properties and rng.random() < 0.6:
        parameters["required"] = sorted(properties)[: int(rng.integers(1, len(properties) + 1))]
    return {"type": "function",
            "function": {"name": name, "description": _agent_text(rng, int(rng.integers(1, 6))),
                         "parameters": parameters}}


def agent_chat(rng: np.random.Generator, ticket_text: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """An agent client's conversation and tools: long instructions (a few to ~150 lines), up to a dozen tool
    definitions, sometimes earlier tool calls and their results, ending with a user turn."""
    tools = [_agent_tool(rng) for _ in range(int(rng.integers(0, 13)))]
    messages: list[dict[str, Any]] = [{"role": "system",
                                       "content": _agent_text(rng, int(np.exp(rng.uniform(np.log(3), np.log(150)))))}]
    if rng.random() < 0.5:
        messages.append({"role": "user", "content": _agent_text(rng, int(rng.integers(1, 20)))})
    if tools and rng.random() < 0.4:
        call = {"id": f"call_{int(rng.integers(1000, 9999))}", "type": "function",
                "function": {"name": tools[int(rng.integers(len(tools)))]["function"]["name"], "arguments": {}}}
        messages.extend([{"role": "user", "content": pick(rng, _CHAT_USER)},
                         {"role": "assistant", "content": "", "tool_calls": [call]},
                         {"role": "tool", "tool_call_id": call["id"],
                          "content": _agent_text(rng, int(rng.integers(1, 10)))}])
    messages.append({"role": "user", "content": ticket_text if rng.random() < 0.3 else pick(rng, _CHAT_USER)})
    return messages, tools


# -- assembly -------------------------------------------------------------------------------------------------------


def _fill(rng: np.random.Generator, text: str) -> str:
    dollars = int(rng.integers(5, 900))
    values = {"product": pick(rng, _PRODUCTS), "plan": pick(rng, _PLANS), "day": pick(rng, _DAYS),
              "order": (f"#{int(rng.integers(10000, 99999))}" if rng.random() < 0.5
                        else str(int(rng.integers(1000, 99999)))),
              "amount": f"${dollars}" if rng.random() < 0.5 else f"{dollars}.{int(rng.integers(100)):02d} EUR",
              "n": str(int(rng.integers(2, 10)))}
    return text.format(**values)


def _sentence(text: str, rng: np.random.Generator, question: bool = False) -> str:
    text = text[0].upper() + text[1:]
    if text[-1] in ".!?":
        return text
    return text + ("?" if question else pick(rng, (".", ".", ".", "!", "")))


_SHORTHAND = ((r"\bplease\b", "pls"), (r"\byou\b", "u"), (r"\byour\b", "ur"), (r"\bthanks\b", "thx"),
              (r"\bbecause\b", "bc"), (r"\bI am\b", "im"), (r"\bdon't\b", "dont"), (r"\bcan't\b", "cant"))


def _typos(rng: np.random.Generator, text: str) -> str:
    words = text.split(" ")
    for _ in range(int(rng.integers(1, 4))):
        i = int(rng.integers(len(words)))
        word = words[i]
        if len(word) < 5 or not word.isalpha():
            continue
        j = int(rng.integers(1, len(word) - 1))
        kind = int(rng.integers(3))
        if kind == 0:
            word = word[:j] + word[j + 1] + word[j] + word[j + 2 :]
        elif kind == 1:
            word = word[:j] + word[j + 1 :]
        else:
            word = word[:j] + word[j] + word[j:]
        words[i] = word
    return " ".join(words)


def roughen(rng: np.random.Generator, text: str) -> str:
    """The surface noise of quick writing: shorthand, typos, no capitals, no punctuation (each sometimes)."""
    if rng.random() < 0.15:
        for pattern, short in _SHORTHAND:
            text = re.sub(pattern, short, text, flags=re.IGNORECASE)
    if rng.random() < 0.2:
        text = _typos(rng, text)
    if rng.random() < 0.25:
        text = text.lower()
    if rng.random() < 0.12:
        text = re.sub(r"[.,!;:]", "", text)
    return text


_QUESTION_WORDS = ("how", "what", "where", "why", "when", "can", "could", "do", "is", "are", "any")
_REQUEST_QUESTION_WORDS = ("can", "how", "when", "what", "any", "is", "who")


def _composed(rng: np.random.Generator, topic: Topic) -> str:
    things, problems = COMPOSED[topic]
    if topic == "sales":
        return f"{pick(rng, ('we need', 'we are looking at', 'I want', 'interested in', 'quote for'))} " \
               f"{pick(rng, things)}, {pick(rng, problems)}"
    return f"{pick(rng, things)} {pick(rng, problems)}"


def _issue(rng: np.random.Generator, topic: Topic) -> str:
    """One issue statement: written out whole, or a thing of the topic and what went wrong with it."""
    return _composed(rng, topic) if rng.random() < 0.5 else pick(rng, ISSUES[topic])


def written_ticket(rng: np.random.Generator) -> Ticket:
    """One ticket of :data:`~augury.demo.written.WRITTEN`, sometimes with the urgency it leaves unsaid stated,
    a greeting or a sign-off, and surface noise."""
    labelled = pick(rng, WRITTEN)
    name = pick(rng, _NAMES)
    spam = labelled.topic == "spam"
    ticket = labelled.ticket(customer=name, subject=pick(rng, TITLES["refund" if labelled.refund else labelled.topic]))
    parts = [ticket.text]
    if not spam and ticket.urgency is None and rng.random() < 0.3:
        level = int(rng.integers(5))
        ticket = replace(ticket, urgency=level)
        said = _sentence(pick(rng, URGENCY[level]), rng)
        if rng.random() < 0.25:
            parts.insert(0, said)
        else:
            parts.append(said)
    if not spam and rng.random() < 0.15:
        parts.insert(0, pick(rng, GREETINGS) + pick(rng, (",", "", "!")))
    if not spam and rng.random() < 0.15:
        parts.append(f"{pick(rng, SIGNOFFS)}{pick(rng, (',', ''))} {name}")
    return replace(ticket, text=roughen(rng, " ".join(parts)))


def natural_ticket(rng: np.random.Generator, banned: Sequence[str] = (), *, written: float = 0.0) -> Ticket:
    """One ticket in plain customer writing, a share ``written`` of them from :func:`written_ticket`; texts
    containing any of ``banned`` (lowercase) are drawn again."""
    while True:
        ticket = written_ticket(rng) if written > 0 and rng.random() < written else _natural_ticket(rng)
        lowered = ticket.text.lower()
        if not any(b in lowered for b in banned):
            return ticket


def _natural_ticket(rng: np.random.Generator) -> Ticket:
    name = pick(rng, _NAMES)
    if rng.random() < 0.12:
        text = _fill(rng, pick(rng, SPAM))
        if rng.random() < 0.3:
            text = f"{text} {pick(rng, ('Regards', 'Best', 'Team'))} {name}"
        return Ticket(text=roughen(rng, text), customer=name, subject=pick(rng, TITLES["spam"]), topic=None,
                      refund=False, urgency=0)
    topic: Topic = pick(rng, TOPICS)
    refund = topic == "billing" and rng.random() < 0.5
    parts: list[str] = []
    if refund and rng.random() < 0.4:
        # The money back for a reason of another kind: still a refund, still billing's.
        reason = _fill(rng, pick(rng, REFUND_REASONS))
        parts.append(_sentence(reason, rng))
    elif not (refund and rng.random() < 0.3):
        issue = _fill(rng, _issue(rng, topic))
        asks = issue.split(" ")[0].lower() in _QUESTION_WORDS
        parts.append(_sentence(issue, rng, question=asks))
        if rng.random() < 0.2:
            # A second sentence about the same problem: longer tickets, more of the topic's words.
            parts.append(_sentence(_fill(rng, _composed(rng, topic)), rng))
    if refund:
        parts.append(_sentence(_fill(rng, pick(rng, REFUNDS)), rng))
    else:
        if topic in ("shipping", "technical") and rng.random() < 0.12:
            parts.append(_sentence(pick(rng, NO_REFUND), rng))
        if rng.random() < 0.35:
            request = pick(rng, REQUESTS[topic])
            parts.append(_sentence(request, rng, question=request.split(" ")[0] in _REQUEST_QUESTION_WORDS))
    urgency: int | None = None
    if rng.random() < 0.55:
        urgency = int(rng.integers(5))
        said = _sentence(pick(rng, URGENCY[urgency]), rng)
        if rng.random() < 0.25:
            parts.insert(0, said)
        else:
            parts.append(said)
    if rng.random() < 0.25:
        parts.insert(int(rng.integers(len(parts) + 1)), _sentence(_fill(rng, pick(rng, CONTEXT)), rng))
    if rng.random() < 0.3:
        parts.insert(0, pick(rng, GREETINGS) + pick(rng, (",", "", "!")))
    if rng.random() < 0.25:
        parts.append(f"{pick(rng, SIGNOFFS)}{pick(rng, (',', ''))} {name}")
    separator = pick(rng, (" ", " ", " ", "\n", "  "))
    text = roughen(rng, separator.join(parts))
    subject = pick(rng, TITLES["refund" if refund else topic])
    return Ticket(text=text, customer=name, subject=subject, topic=topic, refund=refund, urgency=urgency)
