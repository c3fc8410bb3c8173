"""Training tickets written whole, one at a time, by writers who never saw the hand-written evaluation.

:mod:`augury.demo.natural` composes plain customer writing from parts; these are messages written out whole, the
way people write to a support inbox (very short and long, messy and formal, indirect and misleading), each with
its facts set by hand: topic (or spam), refund request and stated urgency (0 no rush … 4 critical, ``None`` when
unsaid). :data:`FIRST_ROUND` is ten writers' (shops, software and apps, businesses, travel and services, homes and
health, payments and marketplaces, hobbies, ...; ``docs/demo-written-brief.md``); :data:`SECOND_ROUND` three
writers' from a revised brief (``docs/demo-written-brief-2.md``: urgency is only what a message says about time)
on hard cases: spam styles, short messages, label borders; :data:`THIRD_ROUND` four writers' from a third brief
(``docs/demo-written-brief-3.md``) whose foci came from what fooled the checkpoint trained on the first two (so it
is blind to the evaluation's wording, not to its kinds of message); :data:`FOURTH_ROUND` four writers' from a fourth
brief (``docs/demo-written-brief-4.md``: everyday words of many trades, urgency said indirectly, spam and customers
that look alike, money back against money talk), its foci likewise from what fooled the checkpoint shipped before
it. In :data:`UNSAID_REWRITES`, the first-round messages that state their urgency (1,158 of 1,175; the others had
nothing to take out) are rewritten by hand with everything about time taken out, so that how serious a problem
sounds does not teach how urgent it is. No writer read :mod:`augury.demo.handwritten`; a test checks that none of
its sentences is in here. :func:`augury.demo.natural.written_ticket` draws :data:`WRITTEN` for training, sometimes
with urgency, a greeting, a sign-off or surface noise added.
"""

from __future__ import annotations

from augury.demo.tickets import Labelled


def _w(text: str, topic: str, *, refund: bool = False, urgency: int | None = None) -> Labelled:
    return Labelled(text=text, topic=topic, refund=refund, urgency=urgency)


FIRST_ROUND: tuple[Labelled, ...] = (
    _w("refund pls", "billing", refund=True),
    _w("Hi, I was charged twice for order #48213 (two identical charges of £64.99 on my Visa). Could you "
       "reverse one of them? No huge rush, whenever you get a moment.", "billing", refund=True, urgency=0),
    _w("i returned the sneakers 3 weeks ago, tracking shows you got them on the 4th. still no money back "
       "on my card. i need it by the end of the week, what is going on", "billing", refund=True, urgency=2),
    _w("Good morning, I need a VAT invoice for my purchase of the standing desk (order 20931) for my "
       "company accounts. Our accountant closes the books on Friday so I'd appreciate it by then. Thank "
       "you, Marta Kowalski", "billing", urgency=2),
    _w("The 15% newsletter code didnt apply at checkout, I paid full price for the face serum. can u sort "
       "the difference back to my card", "billing", refund=True),
    _w("Why does my membership say €9.99 a month when I signed up at €6.99? It's been like this for 2 "
       "months. Not a priority, but I'd like it corrected eventually.", "billing", urgency=1),
    _w("MY CARD GOT CHARGED 389 EUROS FOR A SOFA I CANCELLED THE SAME DAY. I NEED THAT MONEY BACK TODAY, "
       "RENT IS DUE TOMORROW", "billing", refund=True, urgency=3),
    _w("Hello, which payment methods do you accept? I tried PayPal and it just said payment declined even "
       "though my balance is fine.", "billing"),
    _w("Not urgent but the receipt you emailed for my books order shows the wrong name (Jon instead of "
       "Joan). Could you resend a corrected one sometime next week?", "billing", urgency=1),
    _w("wheres my stuff", "shipping"),
    _w("Tracking for the lego set has said 'out for delivery' since Tuesday. It's my son's birthday on "
       "Saturday, any chance it arrives before then?", "shipping", urgency=2),
    _w("The box came but it had two left shoes in it, size 42. I don't want a refund, I just want the "
       "right pair sent out please.", "shipping"),
    _w("hello i move house, can i change adress for order 77120 before it ship? new adress is Kirchweg "
       "14, 8032 Zürich. it ship in 2 days i think. thank you", "shipping", urgency=2),
    _w("Courier left my garden hose reel with the neighbours which is fine, no stress at all, just "
       "letting you know the photo on the tracking page is of the wrong house.", "shipping", urgency=0),
    _w("Parcel marked delivered at 14:02 today. Nothing at my door, nothing with neighbours, nothing in "
       "the bin. I need this located now, it's a laptop worth 1,200.", "shipping", urgency=3),
    _w("Do you deliver to Northern Ireland and will there be customs charges? My order is already placed, "
       "I just want to know what to expect.", "shipping"),
    _w("The eggs in my grocery order were all smashed and leaked all over the flour. Could you send "
       "replacements with next Thursday's delivery?", "shipping", urgency=1),
    _w("cant log in", "technical"),
    _w("I've reset my password three times and the email with the code never arrives. Checked spam, I'm "
       "on gmail. I need to get in today to change the delivery on a gift.", "technical", urgency=3),
    _w("The smart bulb I bought won't pair with the app, it blinks 3 times and then nothing. Tried on "
       "Android and iPhone. Instructions say hold the button 5 sec, done that.", "technical"),
    _w("Our business account on your site has locked all five of our staff out since 8am. We can't "
       "process a single order and customers are waiting on the phone right now.", "technical", urgency=4),
    _w("hey the app keeps crashing whenever i open my orders tab. it says my parcel was delivered but i "
       "cant see anything else bc it crashes lol. whenever u get to it", "technical", urgency=0),
    _w("How do I set the delay timer on the convection oven I got from you? The manual only covers the "
       "basic bake mode. Whenever you have time, just curious.", "technical", urgency=0),
    _w("Website shows error 502 every time I press Pay. Tried 4 times on two browsers. The sale ends at "
       "midnight tonight!!", "technical", urgency=3),
    _w("My e-reader froze on the logo screen after last night's update and won't turn off. Holding power "
       "for 30s does nothing. I travel next Wednesday and need it working by then.", "technical", urgency=2),
    _w("do you sell replacement blades for the GT-400 hedge trimmer", "sales"),
    _w("We're a small daycare looking to buy about 40 wooden puzzle sets. Is there a volume discount, and "
       "could you quote including delivery to Leeds? Our budget meeting is next month.", "sales", urgency=1),
    _w("Will the Aurora 3-seater in forest green be back in stock before Christmas? I'd like to order one.", "sales"),
    _w("Hi! Is there a free trial of your recipe box, or a first-box discount? just browsing for now :)",
       "sales", urgency=0),
    _w("Can you ship to Iceland? Want to know before I place an order for 3 winter coats.", "shipping"),
    _w("I run a beauty salon and would like to stock your skincare line. Who do I talk to about wholesale "
       "pricing? An answer this week would be great as we're planning our shelves.", "sales", urgency=2),
    _w("Need a quote for 25 Ergo Pro office chairs delivered to our new office. We move in Monday and our "
       "supplier just fell through, please reply today if you can.", "sales", urgency=3),
    _w("Congratulations! Your email was selected in our annual Global Shopper Lottery. You have won "
       "$850,000. To claim, send your full name, bank details and a processing fee of $95 to our claims "
       "agent.", "spam"),
    _w("Hello sir/madam, I am SEO expert. Your website is not on first page of Google. We provide 500 "
       "high quality backlinks for only $49. Reply for packages.", "spam"),
    _w("Dear Account Holder, unusual sign-in activity was detected on your store admin. Verify your "
       "identity within 24 hours at secure-login-verify.co to avoid permanent suspension.", "spam"),
    _w("Turn $200 into $5,000 in one week with our AI crypto trading bot. Hundreds of shop owners are "
       "already doing it. Limited spots!", "spam"),
    _w("Hi there, we make custom printed mailer boxes for e-commerce brands. Lowest MOQ in the industry, "
       "free samples. Can I send you our catalogue?", "spam"),
    _w("lonely? beautiful women in your area want to meet you tonight click here", "spam"),
    _w("I am Barrister James Okafor, attorney to the late Mr. Harold K., who died leaving $12.5M with no "
       "next of kin. As you share his surname I propose we split the funds 50/50. Kindly reply in strict "
       "confidence.", "spam"),
    _w("Lose 12kg in 14 days with no diet!! Doctors hate this keto drop. Order now and get 3 bottles FREE", "spam"),
    _w("Hi there, I cancelled my meal-kit subscription on 3 March (I have the confirmation email) but you "
       "charged me £39.99 again on the 10th. Please refund it. Thanks, Priya", "billing", refund=True),
    _w("you took payment for 3 bags of compost but only 2 came and the driver said thats all there was. "
       "want the 3rd one paid back", "billing", refund=True),
    _w("Our restaurant's supplier account was charged 47 times overnight for the same produce order, "
       "€612 each. The bank has frozen our card and we can't pay any other supplier today. Reverse these "
       "immediately.", "billing", refund=True, urgency=4),
    _w("Where can I download an invoice for my order? I need it for a warranty claim, no rush at all.",
       "billing", urgency=0),
    _w("I got refunded €20 for the broken lamp but it cost €45. Please send the remaining €25.",
       "billing", refund=True),
    _w("hello, my mum (82) ordered a tablet from you by mistake, she meant to buy a radio. she has sent "
       "it back unopened. could you give her the money back before the end of the month? her pension is "
       "small and she is quite worried. regards, Daniel", "billing", refund=True, urgency=2),
    _w("Is sales tax supposed to be added twice? My invoice shows 'tax' $8.12 and then 'state tax' $8.12 "
       "again on a $100 order.", "billing"),
    _w("Checkout gave me 'payment failed' but my bank app shows 129.00 pending to you. Did the payment go "
       "through or not? I don't want to pay twice and the offer ends tonight.", "billing", urgency=3),
    _w("Could you switch my subscription payment from my old Mastercard to my new debit card? The old one "
       "expires next month, so sometime in the next couple of weeks is fine.", "billing", urgency=1),
    _w("DPD says they tried to deliver but no one was home. I WAS HOME ALL DAY. Can you rebook it for "
       "tomorrow please, I need the wedding shoes for Saturday", "shipping", urgency=3),
    _w("package 2 of 2 never came", "shipping"),
    _w("Hallo, I order the garden bench 5 weeks ago and still it is in 'processing'. Please can you tell "
       "me when it comes? Next week would be okay for me.", "shipping", urgency=1),
    _w("The fridge we ordered for our care home was due yesterday; this morning the old one died and the "
       "residents' insulin and medication are warming up. We need that delivery here now.", "shipping", urgency=4),
    _w("whenever you get a chance could you tell me if the pickup point on Rue Berthier is still open? my "
       "parcel goes there next month", "shipping", urgency=0),
    _w("Got a box of kids' board games but it's someone else's order, the slip says 'Hendrikson'. Not "
       "mine. Mine was a blender. What do I do with this?", "shipping"),
    _w("My order to Canada has been stuck in customs for 9 days. They want a commercial invoice from you. "
       "Can you send it to them? I'd like it moving this week.", "shipping", urgency=2),
    _w("Could you leave future deliveries in the shed behind the house? Gate code is 4471. Not urgent, "
       "only matters for orders from next month on.", "shipping", urgency=1),
    _w("2FA code comes by SMS ten minutes late, by then its expired. so i literally cant log in ever", "technical"),
    _w("Hi team, the POS integration with your wholesale portal stopped syncing at 9:15. None of our 6 "
       "stores can see stock levels and we're selling items we don't have. Please escalate.", "technical", urgency=4),
    _w("How do I connect the bluetooth speaker to two phones at once? No hurry, just wondering if it can.",
       "technical", urgency=0),
    _w("the robot vacuum keeps saying 'error 14 wheel stuck' but there's nothing in the wheels, i cleaned "
       "them twice", "technical"),
    _w("On my phone the checkout page is blank under 'Delivery options', I can't select anything and "
       "can't continue. Works on the laptop but I'm away from home till Friday.", "technical", urgency=2),
    _w("app won't open after update. iphone 12. PLEASE fix asap i have a return label in there i need to "
       "print today", "technical", urgency=3),
    _w("The kitchen display tablets we bought from you all rebooted into a setup screen in the middle of "
       "the lunch rush. 3 of 3 dead, orders piling up. Need someone on the phone NOW", "technical", urgency=4),
    _w("Building the Linnea wardrobe and step 14 shows the door hinges mounted the other way round from "
       "step 12. Which one is right? I'm doing it bit by bit over the next few weeks.", "technical", urgency=1),
    _w("hi do u have the blue version of the kids raincoat in size 110", "sales"),
    _w("We're planning a corporate gift order for about 300 employees (skincare sets) for the December "
       "holidays. Could we schedule a call in the next couple of weeks to discuss pricing?", "sales", urgency=1),
    _w("Is the 'buy 2 get 1 free' on paperbacks still running? thinking of ordering at the weekend",
       "sales", urgency=2),
    _w("Just curious, do you ever do a student discount on laptops? Not planning to buy right away.",
       "sales", urgency=0),
    _w("We run a chain of 12 garden centres and are interested in carrying your tool range. Can you send "
       "a wholesale price list and terms? Our buying committee meets Thursday, so we'd need it by "
       "Wednesday.", "sales", urgency=2),
    _w("can i get a demo of the smart thermostat before buying 20 for my rental flats? tomorrow if "
       "possible, i'm choosing between you and another brand", "sales", urgency=3),
    _w("Would you price-match the 4K monitor at 279? Saw it cheaper elsewhere. I'll buy from whoever "
       "answers first today.", "sales", urgency=3),
    _w("Your parcel could not be delivered due to an unpaid customs fee of £1.99. Pay now to reschedule "
       "your delivery: royalmail-redeliver-fee.com", "spam"),
    _w("Hi, I came across your store and love your products! I'm an Instagram influencer with 120k "
       "followers. For $300 per post I can promote your brand. Let me know!", "spam"),
    _w("We offer business loans up to $500,000 with no credit check, funds in 24 hours. Reply YES to get "
       "started.", "spam"),
    _w("URGENT: Your Microsoft 365 mailbox storage is full. Incoming messages will be deleted. Click here "
       "to upgrade storage for free.", "spam"),
    _w("Hey, quick question - who handles your web design? We redesign Shopify stores and boost "
       "conversion by 37% on average. Open to a 15-min call this week?", "spam"),
    _w("Get original Rolex, Omega, Cartier watches at 90% off. Perfect replica, free shipping worldwide", "spam"),
    _w("Dear Friend, I am Mrs. Aisha Bello, a widow suffering from cancer. I wish to donate $4.2 million "
       "to charity through you. Please send your full details.", "spam"),
    _w("bitcoin doubled overnight 🚀🚀 join our telegram signals group, first week free, 100% guaranteed "
       "profit", "spam"),
    _w("money back for order 55102 please, the dress was see-through", "billing", refund=True),
    _w("I ordered a cot for our baby and it came with a cracked rail, so it's unusable. I'd like a full "
       "refund rather than a replacement. Baby is due in about 3 weeks so it can wait a little, but I do "
       "need to buy another one somewhere.", "billing", refund=True, urgency=1),
    _w("WE ARE BEING CHARGED FOR 200 LICENSES OF YOUR INVENTORY SOFTWARE, WE HAVE 20 USERS. $18,000 JUST "
       "LEFT OUR ACCOUNT AND PAYROLL RUNS TONIGHT. REFUND THE DIFFERENCE NOW.", "billing", refund=True, urgency=4),
    _w("Hey, just wondering why my receipt shows a 'handling fee' of 2.50. Didn't see it at checkout. Not "
       "a big deal, whenever.", "billing", urgency=0),
    _w("pls credit the 12 euro delivery fee back, you promised free delivery over 50 and my basket was 61",
       "billing", refund=True),
    _w("Good afternoon. Our school purchased 30 calculators (invoice INV-20441). The invoice is addressed "
       "to the wrong school and our finance office cannot pay it as is. Could you reissue it before our "
       "payment run on Thursday?", "billing", urgency=2),
    _w("I returned 2 of the 4 towels and you refunded me for 1. Can I have the other one refunded too",
       "billing", refund=True),
    _w("my klarna says i owe you 3 payments but i paid it off in full in january. can you tell klarna?? "
       "they're threatening a late fee from tomorrow", "billing", urgency=3),
    _w("Your site charged my card in USD instead of GBP and my bank added a foreign transaction fee. Is "
       "that normal? Just want to understand for next time.", "billing"),
    _w("WHERE IS MY ORDER. 3 WEEKS. NOTHING.", "shipping"),
    _w("hi, the tracking link just says 'label created' for 6 days now, is it actually shipped? need the "
       "hiking boots for a trip next friday", "shipping", urgency=2),
    _w("Our café gets coffee beans from you every Monday and this week's pallet never arrived. We run out "
       "at lunchtime today and will have to close the doors. Where is it??", "shipping", urgency=4),
    _w("Received the bookcase but the side panel is split right down the middle, looks like it was "
       "dropped. Photos attached. Please send a new panel, I can wait a bit.", "shipping", urgency=1),
    _w("Can I pick up from the depot myself instead of waiting for the redelivery? I live 10 minutes away "
       "and would like to get it today if at all possible.", "shipping", urgency=3),
    _w("the lipstick shade you sent is 'Coral Crush' but i ordered 'Berry Night'. easy mistake, no hurry "
       "on sending the right one", "shipping", urgency=0),
    _w("Bonjour, ma commande n° 33019 est marquée livrée au point relais but the shop there says they "
       "never got it. Can you check with them? Sorry for my english.", "shipping"),
    _w("Is it possible to push my sofa delivery back by two weeks? The flat isn't ready yet and the "
       "delivery is booked for the 14th, which is this Friday.", "shipping", urgency=2),
    _w("forgot password link goes to a 404 page", "technical"),
    _w("Our whole warehouse team can't print labels - your shipping label API has returned 500 errors "
       "since 6am and 400 orders are stuck. Trucks leave at 4pm.", "technical", urgency=4),
    _w("The kids' tablet parental controls keep switching themselves off overnight. Could you explain how "
       "to lock them properly? Sometime this week would be great.", "technical", urgency=2),
    _w("hi, how do i change the language on the smart watch from german to english, i cant read the menus "
       "😅 no rush", "technical", urgency=0),
    _w("The 'your order has shipped' email has a tracking link that opens a blank page in every browser "
       "I've tried. I'm not worried about the parcel itself, it'll come, I'd just like the link to work.", "technical"),
    _w("My account shows someone else's orders and home address in Bristol! I've never lived there. That "
       "means other customers' details are exposed right now. This is a data leak, fix it immediately.",
       "technical", urgency=4),
    _w("Card reader we bought off your site won't connect to the till, our market stall opens in 20 min "
       "and it's our only way to take payments", "technical", urgency=4),
    _w("The e-book I bought won't open in the app, it says 'DRM error'. It's for a book club meeting "
       "later next week, so not urgent yet.", "technical", urgency=1),
    _w("Do you have these trainers in a size 47?", "sales"),
    _w("Hello, I'm a teacher and would like to buy 35 copies of 'The Wild Robot' for my class. Could you "
       "give me a price with any educational discount? We start the book in about a month.", "sales", urgency=1),
    _w("We're opening a hotel next spring and need around 120 bedside lamps and 60 armchairs. Is there "
       "someone who handles contract orders? No urgency yet, just gathering options.", "sales", urgency=0),
    _w("is the 65 inch tv coming back in stock? if you can get it to me before the match on sunday i'll "
       "buy it today", "sales", urgency=3),
    _w("We're a local food bank and would like to buy surplus groceries close to their date at a reduced "
       "price. Would you be open to a partnership? Could we talk?", "sales"),
    _w("Need 500 branded tote bags for a conference in 10 days. Can you quote and confirm delivery by "
       "then? Please reply by tomorrow morning, the organiser wants a decision.", "sales", urgency=3),
    _w("What's the price for the garden tool set if I buy 3 (one for each of my sons)? Want to order "
       "before Father's Day, that's in two weeks.", "sales", urgency=2),
    _w("Dear Valued Merchant, your PayPal account has been limited. Log in within 12 hours to restore "
       "full access: paypal-resolution-center.net", "spam"),
    _w("We noticed your site loads slowly. Our agency offers guaranteed 1st-page rankings and 10,000 "
       "visitors a month. Only 3 spots left this quarter.", "spam"),
    _w("You've been chosen to receive a FREE iPhone 15 Pro! Just cover the $2.95 shipping. Claim within "
       "the next 10 minutes.", "spam"),
    _w("Hello, I want buy 500 pieces of your product. Please send proforma invoice to my company, I will "
       "pay by bank transfer with extra amount and you will pay my shipping agent first from the "
       "difference.", "spam"),
    _w("Guest post opportunity: we publish articles with dofollow links on high-DA lifestyle blogs. $80 "
       "per article. Interested?", "spam"),
    _w("Hot singles near you 💋 no credit card needed", "spam"),
    _w("Miracle hair regrowth serum - regrow hair in 7 days, 100% natural, doctor approved. Stock it in "
       "your store at 70% off wholesale.", "spam"),
    _w("This is your final notice regarding the domain registration for your shop. Failure to renew will "
       "result in loss of your online presence. Pay $89 at domain-renewal-services.org", "spam"),
    _w("reimburse me for the broken kettle. order 90017", "billing", refund=True),
    _w("Hi, the jacket I returned was refunded to an old card that I've since closed. Could you send the "
       "money to my new card instead? Whenever's convenient for you.", "billing", refund=True, urgency=0),
    _w("Your system has charged all 340 members of our book club's group subscription twice this morning "
       "and they're all messaging me in a panic. Please reverse the duplicate charges immediately.",
       "billing", refund=True, urgency=4),
    _w("I was overcharged by 18.40 on the garden furniture set, the price dropped the day after I bought "
       "it and your page says 14-day price protection. I'd like the difference back, no rush.",
       "billing", refund=True, urgency=0),
    _w("i want my money back. the blender smells like burning plastic after 2 uses. not sending it back "
       "either, its dangerous", "billing", refund=True),
    _w("Could you add our company VAT number to the invoice for order 41872? Sometime in the next week or "
       "two is perfectly fine.", "billing", urgency=1),
    _w("Hello, I see two direct debits from you this month for the toy rental plan, 14.99 each. I only "
       "have one plan. Could you look into it sometime next week?", "billing", urgency=1),
    _w("Our card keeps being declined when we try to pay for the wholesale order and the deadline is 5pm "
       "today, otherwise we lose the slot. Is there another way to pay? Bank transfer?", "billing", urgency=3),
    _w("The Black Friday 30% wasn't taken off, I paid full price 240 for the headphones. This is the "
       "third email I send. I want the 72 back by Friday or I go to my bank.", "billing", refund=True, urgency=2),
    _w("my parcel is at the wrong pick up point, 20km away", "shipping"),
    _w("Hi! My flight to Lisbon is at 6am tomorrow and the swimsuits I paid express delivery for haven't "
       "come. Tracking is stuck at the local depot. Can anything be done today?", "shipping", urgency=3),
    _w("Ordered 6 houseplants, got 5, one pot was just soil. Don't need a refund, just send the missing "
       "monstera when you can, no rush.", "shipping", urgency=0),
    _w("We're a pharmacy and our order of 48 thermometers and test kits was delivered to the shop next "
       "door, which is closed for the holidays. It's flu season and we've had to turn people away at the "
       "counter all morning.", "shipping", urgency=4),
    _w("Please don't deliver between the 22nd and 29th, we're away. Any time after that is totally fine, "
       "whenever suits your drivers.", "shipping", urgency=0),
    _w("the courier threw my parcel over the fence and the monitor inside is cracked. i want a new one "
       "sent, and someone should have a word with that courier.", "shipping"),
    _w("My customs declaration says 'gift' but I paid for the items, and now customs wants proof of "
       "purchase. Could you email it to me so they release it by the end of the week?", "shipping", urgency=2),
    _w("My daughter's school uniform was meant to come before term starts on Monday; nothing yet and the "
       "tracking number you gave doesn't work on the courier's site. Please help.", "shipping", urgency=2),
    _w("app keeps logging me out every 5 min", "technical"),
    _w("Our online store checkout (we use your payment plugin) has been failing for every single customer "
       "since the update an hour ago. Zero sales on our busiest day. Please help ASAP.", "technical", urgency=4),
    _w("The baby monitor lost its wifi last night and won't reconnect. We rely on it for our son who has "
       "seizures at night. I need it working before bedtime tonight.", "technical", urgency=3),
    _w("How do I export my wishlist? Just curious if that's possible, no hurry.", "technical", urgency=0),
    _w("All 30 laptops we bought for our school are stuck on an activation screen saying 'device not "
       "registered'. Exams start in an hour and no student can log in.", "technical", urgency=4),
    _w("Hi, delivery of the verification code to my email takes forever, sometimes an hour. Could you "
       "look into it sometime next week? I can use the SMS option for now.", "technical", urgency=1),
    _w("my new headphones only play in the left ear. tried 2 phones. i need them for a long flight on "
       "thursday", "technical", urgency=2),
    _w("I can't update my saved address in my account - the save button stays grey. Not urgent, my next "
       "order isn't till next month.", "technical", urgency=1),
    _w("hi! do you have a gift wrapping service and how much is it? thinking of ordering a few toys for "
       "my nephews 🎁 no rush, christmas is ages away", "sales", urgency=0),
    _w("We're an interior design studio. Could you give us trade pricing on your rug collection? We have "
       "a client presentation on Wednesday and want to include your pieces.", "sales", urgency=2),
    _w("Looking to order about 2,000 of your phone cases for our retail chain. Can someone from sales "
       "call me today? We need to place the PO before the quarter closes at midnight.", "sales", urgency=3),
    _w("Do you ship furniture to the Canary Islands? Planning to furnish a holiday flat sometime next "
       "year.", "shipping", urgency=1),
    _w("Is the 'free gift with purchase' on the perfume still on? If so I'll order tonight before it "
       "ends.", "sales", urgency=3),
    _w("Our restaurant group's produce supplier went bankrupt this morning. We have 4 kitchens and "
       "nothing for tomorrow's service. Can you open an account and quote for daily deliveries right "
       "away?", "sales", urgency=4),
    _w("Can I get a quote for 15 raised garden beds for a community garden project?", "sales"),
    _w("Your Amazon Seller account will be suspended due to a policy violation. Appeal here within 48h: "
       "amzn-seller-appeal.support", "spam"),
    _w("Dear CEO, we are a leading manufacturer of LED lighting from Shenzhen. Best price, OEM available. "
       "Please check our catalogue attached.", "spam"),
    _w("Earn $3,000/week from home stuffing envelopes!!! No experience needed.", "spam"),
    _w("Boost your store's Google reviews! We post 50 genuine 5-star reviews for $99. Safe and undetectable.", "spam"),
    _w("You have (1) pending parcel. Confirm your address and pay a small fee to receive your package: "
       "dhl-track-confirm.info", "spam"),
    _w("Hi beautiful, I saw your profile and I'd like to know you better. I am Anna, 27, write me at my "
       "private email", "spam"),
    _w("Invest in our new token $SHOPX before listing - 50x potential. Presale ends Friday. Whitelisted "
       "wallets only.", "spam"),
    _w("Good day, I'm reaching out from a B2B data company. We have verified email lists of 2.3M online "
       "shoppers in your niche. Special price this week only.", "spam"),
    _w("charged twice?? 😡 give one back", "billing", refund=True),
    _w("Hello, I never received the £25 compensation you promised on the phone for the late wardrobe. "
       "Please pay it to my card. It can wait, but I'd like it sorted eventually.", "billing", refund=True, urgency=1),
    _w("Our business uses your subscription billing for 1,200 box customers and your system just "
       "cancelled every one of their payments. They're all getting 'subscription ended' emails as we "
       "speak.", "billing", urgency=4),
    _w("i have a question about my invoice, the item is 49.99 but the total says 64.99 and there's no "
       "shipping on it. can someone explain? sometime this week pls", "billing", urgency=2),
    _w("Give me my money back for the teddy bear, the eye came off on the first day and my toddler nearly "
       "swallowed it.", "billing", refund=True),
    _w("Quick one: does the code BOOKWORM10 work on top of the member price? I got charged a bit more "
       "than I expected. Just curious, not a big deal at all.", "billing", urgency=0),
    _w("URGENT. Your site took £1,480 for a fridge-freezer that you've now told me is out of stock. "
       "That's my whole month's money. Put it back on my card today.", "billing", refund=True, urgency=3),
    _w("Kindly be informed that the payment for invoice 2023-118 was made by bank transfer on 2 May. Your "
       "reminder letter states it is overdue. Please check and confirm the account is settled.", "billing"),
    _w("can I pay my order in installments instead? it's already placed, i just want to change the "
       "payment method before the card gets charged tomorrow", "billing", urgency=3),
    _w("dude where's my car seat. order 30055. baby comes home from the hospital tomorrow", "shipping", urgency=3),
    _w("Good evening, I'm writing for my father who is blind. The courier keeps leaving cards he can't "
       "read. Could you add a note to always ring and hand the parcel over? Not urgent, but it would help "
       "a lot.", "shipping", urgency=1),
    _w("Our shipment of 600 textbooks is being held at customs and 20 classes are sitting with no books "
       "as of this morning. We need the export paperwork from you immediately.", "shipping", urgency=4),
    _w("the pallet of paving stones was dumped across my driveway and I can't get my car out to go to "
       "work. need someone to come move it right now", "shipping", urgency=3),
    _w("Just a heads up, the dog food bag arrived torn and some spilled in the box, but most of it is "
       "fine. No need to do anything in a hurry, maybe just tell the packers.", "shipping", urgency=0),
    _w("my order 66120 is going to Austria, which courier is it with? tracking page shows nothing", "shipping"),
    _w("Sent the wrong size jeans again (W34 instead of W32). Second time! Please swap them before next "
       "weekend, I'm going away.", "shipping", urgency=2),
    _w("The grocery delivery window was 7-9pm, it's now 10:30 and nobody came. There's frozen food in "
       "that order and nothing in the fridge for the kids' breakfast.", "shipping", urgency=3),
    _w("pasword not working", "technical"),
    _w("Every till in our 3 shops froze after your software pushed an update overnight. We can't sell "
       "anything, staff are writing sales on paper, and the queue is out the door.", "technical", urgency=4),
    _w("Is there a way to turn off the beeping on the air fryer? Not important, just annoying.",
       "technical", urgency=1),
    _w("The voucher box on your website throws 'Something went wrong' as soon as I type anything. I'm not "
       "asking for a discount, the code is fine, the box is broken. I'll try again next week.", "technical", urgency=1),
    _w("Our hospital ward bought 12 of your digital thermometers and since the firmware update they all "
       "show 'Err'. We have patients to check right now. Is there a reset procedure?", "technical", urgency=4),
    _w("hello how can i connect my new printer to wifi, the app ask me a code and i don't know which one. "
       "i am not in hurry", "technical", urgency=0),
    _w("The game console I bought keeps saying 'Cannot connect to server' for every online game. My son's "
       "tournament is tomorrow afternoon.", "technical", urgency=3),
    _w("Login page just spins forever. All 45 volunteers at our charity shop share one account to log "
       "donations and nobody can get in, bags are piling up at the door.", "technical", urgency=4),
    _w("price for 10?", "sales"),
    _w("Hi, I'd like to buy the oak dining table but wondered if you offer delivery and assembly "
       "together, and what that would cost. We move in about six weeks.", "sales", urgency=1),
    _w("We're a regional supermarket chain and our organic baby food supplier just failed a safety "
       "inspection; shelves in 40 stores are empty as of today. Can you quote for an emergency bulk "
       "order?", "sales", urgency=4),
    _w("Whenever you get a chance, could you tell me if you plan to stock the Sakura series of fountain "
       "pens? I'd buy the whole set.", "sales", urgency=0),
    _w("Do you have a business plan for your photo-editing software? We need 50 seats and a demo before "
       "Friday's board meeting.", "sales", urgency=2),
    _w("Any chance of a discount if I order the full bedroom set (bed, 2 nightstands, wardrobe)? Looking "
       "to buy this weekend.", "sales", urgency=2),
    _w("Can you confirm you'll have 80 pumpkins ready for pickup by tomorrow noon? It's for our school's "
       "harvest festival and I'll order the moment you say yes.", "sales", urgency=3),
    _w("Dear customer, we detected a failed payment on your account. Update your billing details here to "
       "avoid service interruption: bit.ly/acc-upd8", "spam"),
    _w("Hi, I noticed your store has some broken links. I can fix them and optimise your SEO for "
       "$150/month. Want a free audit?", "spam"),
    _w("CONGRATULATIONS WINNER!!! You have been awarded a £1000 supermarket gift card. Click to claim "
       "before it expires", "spam"),
    _w("Wholesale offer: premium disposable vapes, no tax stamp, huge margins for your shop. MOQ 1000 pcs.", "spam"),
    _w("Good day. I am contacting you on behalf of a Swiss bank about an inheritance of 7,800,000 EUR "
       "left in a dormant account. Reply with a copy of your passport to proceed.", "spam"),
    _w("Make your customers love you: AI chatbot for e-commerce, free 30-day trial, setup in 5 minutes. "
       "Book a demo with me this week!", "spam"),
    _w("Natural male enhancement pills 💊 results in 3 days, discreet shipping", "spam"),
    _w("Your shop has been selected for a FREE feature in the magazine 'Top Brands 2024'. Only a small "
       "publication fee of $499 applies.", "spam"),
    _w("Hi, I was charged twice for order #44120, $89.50 on the 3rd and again on the 4th. My rent goes "
       "out tomorrow and that extra charge has left me short. Please reverse the second one.",
       "billing", refund=True, urgency=3),
    _w("I don't want a refund, I just need a proper VAT invoice for the desk chair we bought in May. Our "
       "accountant closes the books on Friday.", "billing", urgency=2),
    _w("The code SPRING20 was supposed to take 20% off but my receipt says I paid the full 64.00. Can you "
       "apply it? If that's not possible just credit the difference back to my card.", "billing", refund=True),
    _w("i got an email saying my free trial ended and you took 49 euro. i cancelled on day 5, i have the "
       "screenshot. give me my money back this week please", "billing", refund=True, urgency=2),
    _w("Our company Amex gets declined on your checkout every time, but the bank says nothing is blocked "
       "on their side. We're trying to get the order in before your sale ends tonight.", "billing", urgency=3),
    _w("I was refunded $30 but the jacket was $45 plus $5 shipping. Where is the rest of it?", "billing", refund=True),
    _w("Could you resend the receipt for March? Whenever you get a chance, thanks.", "billing", urgency=0),
    _w("Tracking has said 'out for delivery' since Tuesday. It's Thursday now. I fly out on holiday "
       "Saturday morning so I really need it before then.", "shipping", urgency=2),
    _w("The parcel turned up but the box was crushed and two of the four mugs are in pieces. I don't want "
       "a refund, could you just send two replacements? Whenever is fine, they're not for anything "
       "special.", "shipping", urgency=0),
    _w("I got a text from 'your courier' asking me to pay a 1.99 redelivery fee through a link. Is that "
       "really from you guys? My order #A7731 hasn't arrived yet so I'm not sure what to believe.", "shipping"),
    _w("Need to change the delivery address on order 55302. I'm moving out of this flat on Saturday and "
       "won't be there after that.", "shipping", urgency=2),
    _w("my package is 2 weeks late. the tracking page works fine, it just hasnt moved since 'departed "
       "facility' on the 2nd", "shipping"),
    _w("Customs is holding my order and wants 23 GBP import duty before they'll release it. The letter "
       "says it goes back to sender if not paid within 3 days. Is this normal, and who is supposed to pay "
       "it?", "shipping", urgency=2),
    _w("My son's christening is this Sunday and his outfit still shows 'label created'. Today is "
       "Wednesday. Has it even left your warehouse??", "shipping", urgency=3),
    _w("wrong item. ordered the blue kettle got a red toaster lol. how do i swap it", "shipping"),
    _w("Your tracking page just gives me 'Error 502 Bad Gateway' every time I put my order number in. The "
       "parcel isn't late or anything, I just can't see where it is. Not a big deal, can wait.",
       "technical", urgency=1),
    _w("Not getting the verification code email. Checked spam, tried 3 times. I need to get into my "
       "account today to download my concert tickets.", "technical", urgency=3),
    _w("The app says my parcel was delivered, fine, but the app itself crashes every single time I tap on "
       "the order details. iPhone 13, iOS 17.4, already reinstalled.", "technical"),
    _w("ALL OUR TILLS ARE SHOWING 'LICENSE EXPIRED' AND THE SHOP IS FULL. WE PAID FOR THE YEAR IN "
       "JANUARY. FIX IT NOW", "technical", urgency=4),
    _w("how do i turn off the click sound on the keyboard app? not urgent, just a bit annoying",
       "technical", urgency=1),
    _w("I got an email from you asking me to verify my new account. I clicked the button and the page "
       "says 'token invalid'. Is the link broken or has it expired? No hurry, I'm not using it yet.",
       "technical", urgency=0),
    _w("The password reset link opens a blank white page in Chrome and Edge. I'm presenting from your "
       "software at 9 tomorrow morning to a client.", "technical", urgency=3),
    _w("Thanks for sorting the refund last month! Different problem now: the printer won't connect to "
       "wifi since the firmware update. Can wait until next week.", "technical", urgency=1),
    _w("Hi, we're a primary school with about 300 pupils. Do you offer education pricing on the tablets? "
       "We'd be looking to order in August, so there's plenty of time.", "sales", urgency=1),
    _w("Do you ship to Iceland? Want to know before I order the tent.", "shipping"),
    _w("Is the free trial on the Pro plan 14 or 30 days, and do I need to put a card in to start it? "
       "Thinking of trying it next month.", "sales", urgency=1),
    _w("We'd like a quote for 40 standing desks for our new office, delivered to Leeds. We move in on the "
       "1st so we need numbers from you this week.", "sales", urgency=2),
    _w("Saw your offer on Instagram, buy 2 get 1 free. Does it apply to the large candles too? It says it "
       "ends Sunday so I'd like to know before then.", "sales", urgency=2),
    _w("Could I book a demo of the scheduling tool for my team? Any day next week works for us.", "sales", urgency=1),
    _w("just curious, will the X200 ever come back in stock", "sales", urgency=0),
    _w("Dear Website Owner, we noticed your site is not ranking on page 1 of Google. Our SEO experts can "
       "guarantee top positions within 30 days. Reply today for a FREE audit.", "spam"),
    _w("URGENT: Your account has been suspended due to unusual activity. Verify your identity within 24 "
       "hours at secure-verify-login.net or your funds will be frozen.", "spam"),
    _w("Congratulations!!! You have WON a $500 gift card. Click here to claim your prize before it expires 🎁", "spam"),
    _w("Hi there, I'm Mark from LeadFlow. We help e-commerce brands like yours triple conversions with AI "
       "chat agents. Do you have 15 minutes this week for a quick call?", "spam"),
    _w("Your parcel could not be delivered due to an incomplete address. Please pay the 1.45 EUR "
       "redelivery fee here within 12 hours: dhl-parcel-redeliver.co/pay", "spam"),
    _w("Hello friend, I am Barrister James Okoro, representative of a late client who left 4.7 million "
       "USD with no next of kin. Kindly send your bank details to receive 40% of the fund.", "spam"),
    _w("We are a wholesale supplier of shipping boxes, mailers and bubble wrap. 30% discount for new "
       "partners this month. Please see our catalog attached and send us your first order.", "spam"),
    _w("Invoice #INV-20931 is OVERDUE. Review the attached document and remit payment today to avoid "
       "service interruption. Open file: invoice_20931.html", "spam"),
    _w("I froze my gym membership in April and you still took £35 in May AND June. I want both payments "
       "back, ideally before the next one comes out on the 1st.", "billing", refund=True, urgency=2),
    _w("There's a 'premium SMS' charge of 12.50 on my phone bill that I never signed up for. Can you tell "
       "me what it is? I'm not asking for the money back yet, I just want to know what it is first. Not "
       "urgent.", "billing", urgency=1),
    _w("We were invoiced for 25 seats but we only have 18 active users. Please correct invoice 2024-0117 "
       "before it's due on the 30th and we'll pay the right amount.", "billing", urgency=2),
    _w("the restaurant forgot half my order and the app still charged me the full 42.80. i want that "
       "money back", "billing", refund=True),
    _w("YOU CHARGED MY CARD 1,200 INSTEAD OF 120 FOR THE HOTEL DEPOSIT. I CAN'T EVEN BUY GROCERIES NOW. "
       "REVERSE IT TODAY", "billing", refund=True, urgency=3),
    _w("Hello, I have been charged the annual fee of 89 USD although I choose monthly plan at the sign "
       "up. Please to return the difference to my account. Thank you very much.", "billing", refund=True),
    _w("Can I change the card my subscription is billed to? The old one expires at the end of this month.",
       "billing", urgency=2),
    _w("Your platform marked our last payment as failed and has locked payroll processing. 140 staff are "
       "due to be paid at 5pm today and we cannot run the payroll. The money left our account, we have "
       "the bank confirmation.", "billing", urgency=4),
    _w("Hi! I don't need the refund you offered, the replacement works great. Could you just send me a "
       "receipt for the replacement for warranty purposes? Take your time.", "billing", urgency=0),
    _w("The courier left my parcel 'in a safe place', which apparently means the bin area of my building. "
       "It's gone. Order 88213. I'm not after a refund, I just want it sent again, within the next couple "
       "of days if possible.", "shipping", urgency=2),
    _w("My pharmacy order with my insulin pens was due yesterday and still hasn't come. I have two days "
       "of pens left.", "shipping", urgency=3),
    _w("Hi, is it possible to collect from the parcel locker at Central Station instead of home delivery? "
       "I'm at work all day. I don't think the order has shipped yet.", "shipping"),
    _w("Sofa delivery was booked for today 8-12. It's 2pm, nobody came, nobody called, and I took the day "
       "off work for this. Where is the van?", "shipping", urgency=3),
    _w("I got an email saying my parcel was delivered and signed for by 'M. Lopez'. Nobody here has that "
       "name and I've asked the neighbours. Order 30911. Can you look into it?", "shipping"),
    _w("Bonjour, the package is arrived but it is the wrong size, I ordered 42 and received 38. I need "
       "the shoes for a marathon in 10 days, is it possible to exchange quick?", "shipping", urgency=2),
    _w("No rush at all, but the tracking number you sent for my second parcel seems to belong to someone "
       "in Glasgow. Could you check which one is actually mine?", "shipping", urgency=0),
    _w("Our store checkout has been throwing a 500 error since your plugin updated an hour ago. Nobody "
       "can pay, we're losing every single sale.", "technical", urgency=4),
    _w("the game keeps saying server unavailable but my friends can play fine. restarted the router "
       "twice. tournament starts in an hour", "technical", urgency=3),
    _w("How do I export my contacts to a CSV? Just curious if it's possible.", "technical", urgency=0),
    _w("The SMS verification code arrives but the banking app says it's wrong every time. 20 minutes of "
       "this. I have to move money before 5pm today.", "technical", urgency=3),
    _w("smart lock stopped responding, the app says device offline. i am locked out of my own house right "
       "now and its pouring rain", "technical", urgency=4),
    _w("Since your last update the Outlook calendar sync duplicates every meeting. Annoying, but we can "
       "live with it for a week or two.", "technical", urgency=1),
    _w("For a second I thought I'd won something: a popup on your website says 'You are our 1,000,000th "
       "visitor, click to claim'. It shows on every product page. Has your site been hacked?", "technical"),
    _w("The email with my download link never arrived. I paid yesterday, order 7731-B. I don't want my "
       "money back, I want the software, I need it for a job starting tomorrow.", "technical", urgency=3),
    _w("Do you have the ergonomic chair in grey, and if I order 12 is there any discount?", "sales"),
    _w("We run six cafes and are looking at switching POS systems. Could someone walk us through your "
       "pricing? Our contract with the current provider ends in three weeks.", "sales", urgency=2),
    _w("Hi, do you deliver to Northern Ireland and how much is it? I want to order a birthday present "
       "that has to arrive by Friday.", "shipping", urgency=2),
    _w("is there a student discount on the annual plan", "sales"),
    _w("We're an electronics reseller in Poland and would like to discuss stocking your headphones in our "
       "14 shops. Happy to set up a call in the next couple of weeks, no rush.", "sales", urgency=1),
    _w("Can I get a quote for 500 branded USB sticks? They're for a conference on the 14th, so we'd have "
       "to place the order by Monday.", "sales", urgency=2),
    _w("no hurry, but does the pro version include offline mode? trying to decide between that and the "
       "basic one", "sales", urgency=0),
    _w("Boost your Instagram to 10K REAL followers in 48 hours!! Limited offer, only $19. DM us now.", "spam"),
    _w("Dear Customer, we were unable to process your last payment. Update your billing information now "
       "to keep your subscription active: netflx-billing-update.com", "spam"),
    _w("Hey! I'm a freelance web designer and noticed your website looks a bit outdated. I can redesign "
       "it for a one-time fee of $499. Samples attached, let me know!", "spam"),
    _w("Earn 3000 USD daily from home with our AI crypto trading bot. 100% guaranteed profit, no "
       "experience needed. Join now!!", "spam"),
    _w("hot singles in your area want to meet you tonight 😘 click to see their photos", "spam"),
    _w("We offer high-authority guest posts and backlinks from DA 70+ websites. Packages from $50 per "
       "link. Interested in boosting your domain?", "spam"),
    _w("Amazon Security: an order for iPhone 15 Pro ($1,299.00) was placed on your account. If you did "
       "not make this purchase call 1-888-555-0192 immediately to cancel.", "spam"),
    _w("Lose 15 kg in 2 weeks with this doctor-approved miracle tea. No diet, no gym. Claim your FREE "
       "sample today!", "spam"),
    _w("Please reimburse the 18.40 taxi fare I had to pay because your driver never turned up for the "
       "airport pickup. Receipt attached. No big rush.", "billing", refund=True, urgency=1),
    _w("Our card terminal rental was invoiced at 45/month but the contract says 29. Could you send "
       "corrected invoices for January to March? Our bookkeeper needs them for the VAT return due next "
       "week.", "billing", urgency=2),
    _w("My electricity bill uses an estimated reading of 4,812 but the meter actually says 3,990. The "
       "bill is 210 quid instead of the usual 80. The direct debit comes out tomorrow and I can't cover "
       "that. Please re-bill me on the real reading.", "billing", urgency=3),
    _w("pet food box: you sent it AFTER i cancelled and charged me 34.99. i gave the food to a shelter, "
       "not sending it back. want my money back", "billing", refund=True),
    _w("Hi there, the ticket site added a 'service fee' of 14 to each ticket that only showed up at the "
       "very last step. Is that right? I'm not looking for money back, I just think it should be shown "
       "earlier.", "billing"),
    _w("Our card has been charged for the Enterprise plan every hour since 3am, 27 charges of $499 so "
       "far. STOP IT and reverse them now, our account is overdrawn and supplier payments are bouncing.",
       "billing", refund=True, urgency=4),
    _w("Discount not applied. Code WELCOME10, order 66120. Can you refund the 10%?", "billing", refund=True),
    _w("Which payment methods can we use for the renewal? Our finance team wants to move from card to "
       "bank transfer from next quarter, so no hurry at all.", "billing", urgency=0),
    _w("The flowers for my mum's funeral were supposed to be at the chapel by 10. It's 9:40 and the "
       "driver is lost somewhere. The service starts at 11. Please call the driver.", "shipping", urgency=4),
    _w("The tracking page works, I can see the parcel fine. It's just been sitting in 'customs clearance' "
       "in Frankfurt for 11 days. Let me know when you hear anything, no rush.", "shipping", urgency=0),
    _w("delivered to the wrong house AGAIN. 3rd time. number 14 not 41!!!", "shipping"),
    _w("Could I add a note for the driver? Gate code is 4471. Delivery is next Wednesday so there's no "
       "hurry.", "shipping", urgency=1),
    _w("Meal kit came warm, the chicken was at room temperature, box was left on the step all afternoon. "
       "I don't want a refund, just make sure next week's box comes with proper ice packs.", "shipping", urgency=1),
    _w("Hello, I received a text saying my parcel is held at customs and I must pay 3.20 through a link. "
       "The link looked strange so I didn't click it. My order with you is real, #77102. Do I really have "
       "to pay something?", "shipping"),
    _w("We ordered 30 folding chairs for our event which is TOMORROW at noon, and the courier just marked "
       "it 'delivery exception'. What does that mean and will it get here in time??", "shipping", urgency=3),
    _w("None of this week's pallets from your warehouse have reached our 40 stores. Shelves are empty and "
       "this is our biggest sales weekend of the year.", "shipping", urgency=4),
    _w("Our website is down. Your hosting status page says 'all systems operational'. It is NOT. We're an "
       "online shop and it's Black Friday.", "technical", urgency=4),
    _w("I can't log in to the kids' reading app, it says 'account not found' but I paid for a whole year "
       "last month. I don't want a refund, I just want it working.", "technical"),
    _w("Hi, how do I set the printer up to scan to email? Not urgent, whenever someone has a minute.",
       "technical", urgency=0),
    _w("Your 'verify your email' message went to my old work address which I can't access anymore. How do "
       "I change it? I'm stuck halfway through signing up.", "technical"),
    _w("The e-reader won't turn on since the update. Black screen, the charging light just blinks. I'm "
       "going away in two days and wanted to take it with me.", "technical", urgency=2),
    _w("not urgent but the app keeps sending me 'Your order is on its way!' for an order I got a month "
       "ago. like 10 a day lol please make it stop", "technical", urgency=1),
    _w("Every time I click 'Download invoice' in the customer portal I get 403 Forbidden. The charge is "
       "fine, I just need the PDF. Our auditors want it by Friday.", "technical", urgency=2),
    _w("The claim form on your website won't submit, the button just spins forever. The deadline for my "
       "claim is midnight tonight.", "technical", urgency=3),
    _w("Do you do gift wrapping, and can you ship to Canada? I'd like to order a few books for my niece "
       "but only if they get there before Christmas, which is 10 days away.", "shipping", urgency=2),
    _w("We're planning a company retreat for 60 people in September. Could you send a group rate for the "
       "lodge? No rush, it's still early days.", "sales", urgency=0),
    _w("Is the 14-day free trial actually free or do you charge me after? I'm wary of these things.", "sales"),
    _w("We're looking to buy 200 licences for our hospital group. Budget has to be committed before the "
       "financial year ends in 9 days. Who should I talk to?", "sales", urgency=2),
    _w("Can I get a discount if I pay for 3 years upfront?", "sales"),
    _w("do u have the air max in size 46? want to buy today if yes", "sales", urgency=3),
    _w("Hi, I'm a dog groomer thinking about ordering your professional dryer. Do you offer a demo unit "
       "or a trial period? I'm planning to decide sometime next month.", "sales", urgency=1),
    _w("Your Apple ID has been locked for security reasons. Click the link below to verify your "
       "information: appleid-support-verify.info", "spam"),
    _w("Greetings! We are a manufacturer of LED lighting with 15 years experience. Factory price, free "
       "samples, MOQ 100 pcs. Contact us on WhatsApp for the price list.", "spam"),
    _w("Hi, love your products! I'm an influencer with 80k followers and would promote your brand in "
       "exchange for free products + $300 per post. Let's collab 💕", "spam"),
    _w("FINAL NOTICE: your domain will expire today. Renew now to avoid losing your search engine "
       "listing. Pay $89 at domain-registry-renewals.org", "spam"),
    _w("You have been selected for a FREE cruise to the Bahamas! Call now to claim, you only pay the port "
       "taxes.", "spam"),
    _w("We can get your business 5-star Google reviews. 50 reviews for $150, safe and undetectable.", "spam"),
    _w("Dear Sir/Madam, I am contacting you about an inheritance. Mr. Paul Hendricks died in a car "
       "accident and left a large fortune, and you share his surname. Reply with your full name and phone "
       "number to proceed.", "spam"),
    _w("Hello, we are reaching out to offer your business a loan of up to $250,000, approved in 24 hours "
       "with no credit check. Reply YES to get started.", "spam"),
    _w("money back for order 12093 plz, the thing never worked from day one", "billing", refund=True),
    _w("On the phone I was promised 20 pounds back for last month's broadband outage. It hasn't shown up "
       "on my card or on the bill. It can wait until the next bill, but I'd like it sorted.",
       "billing", refund=True, urgency=1),
    _w("Hi, could you break down the charges on invoice 5521 for me? There's a line called 'platform fee "
       "4%' that I don't recognise.", "billing"),
    _w("Cancel my coffee subscription AND refund the bag you shipped today. I cancelled yesterday "
       "evening, before the cut-off.", "billing", refund=True),
    _w("Quick one for next time, no rush: do you charge VAT on orders to Switzerland? My last invoice "
       "shows 20% UK VAT and I'm not sure that's right.", "billing", urgency=0),
    _w("Your course platform charged me 199 for 'Lifetime Access' and then 19 a month on top of that. I'm "
       "a student, I can't afford this. Please pay me back the monthly charges asap.",
       "billing", refund=True, urgency=3),
    _w("I don't want a refund, I'm happy with the bike! I just need the invoice made out to my company "
       "instead of me so I can claim it through cycle-to-work. The scheme deadline is Friday.", "billing", urgency=2),
    _w("We've been double-billed for cloud storage for 4 months, two accounts for the same organisation. "
       "Our finance director wants every duplicate charge credited back before the quarter closes on "
       "Thursday.", "billing", refund=True, urgency=2),
    _w("Our renewal payment failed and now the whole workspace is read-only. 35 people can't edit "
       "anything. The card is fine, I just used it somewhere else. Take the payment please!!", "billing", urgency=4),
    _w("Is it normal that tracking says 'delivered to pickup point' but the pickup point says they don't "
       "have it?", "shipping"),
    _w("Ordered a bunk bed, only 2 of the 4 boxes arrived and the other 2 aren't even on the tracking. "
       "The kids are sleeping on mattresses on the floor until it's complete.", "shipping", urgency=2),
    _w("Item arrived damaged. Not after my money back, replacement please. Pics attached.", "shipping"),
    _w("Hi, can I push my delivery to later? I'm away until the 20th. Order 40417, I don't think it has "
       "shipped yet.", "shipping", urgency=1),
    _w("my parcel is coming from the UK and customs want a form i have never seen before. what do i fill "
       "in?? they gave me until monday", "shipping", urgency=2),
    _w("The dress for my wedding on Saturday STILL says 'processing'. It's Thursday. I am panicking.",
       "shipping", urgency=3),
    _w("Just a heads up, the courier left my parcel with the neighbour at number 22, which is fine, but "
       "tracking still says 'out for delivery'. Nothing needed really, thought you'd want to know.",
       "shipping", urgency=0),
    _w("We run a restaurant and this week's order of takeaway containers hasn't arrived. We're down to "
       "the last 50 and Friday dinner service starts in 3 hours.", "shipping", urgency=4),
    _w("wifi keeps dropping every 10 min since the new router came. i work from home, this is killing me",
       "technical", urgency=3),
    _w("How do I change the app language to Spanish? It's for my dad, whenever you can.", "technical", urgency=0),
    _w("I got an email from you titled 'Win a free year of Premium - verify your account to enter'. Is "
       "that real? I clicked verify and since then the app logs me out every few minutes.", "technical"),
    _w("Two-factor codes arrive about 10 minutes late so they're always expired. Our whole support team, "
       "12 people, can't get into the helpdesk this morning because of it.", "technical", urgency=4),
    _w("ERROR 0x80070005 when installing. windows 11. help", "technical"),
    _w("All our warehouse scanners stopped syncing with your inventory system this morning. 20 pickers "
       "standing around and no orders are going out.", "technical", urgency=4),
    _w("The 'Track my order' button in your app opens a page that just says 'Something went wrong'. The "
       "parcel is due today so it's probably fine, I'd just like to see where it is.", "technical", urgency=1),
    _w("The thermostat app shows the temperature about 4 degrees wrong. Not a priority, the heating "
       "itself works.", "technical", urgency=1),
    _w("price for 1000 units?", "sales"),
    _w("Hey, our gym opens in March and we'd love to stock your protein bars. Do you have wholesale "
       "prices? We'd probably place the first order in February.", "sales", urgency=1),
    _w("I'm choosing between your Standard and Plus plans. Does Plus include phone support? I want to "
       "sign up before the discount ends tomorrow.", "sales", urgency=3),
    _w("Can you ship the pram to Malta? I haven't bought yet. The baby is due in 3 weeks so it would need "
       "to arrive before then.", "shipping", urgency=2),
    _w("We're a hotel group interested in putting your smart locks in 12 properties. Could we talk "
       "partnership pricing? I need something to bring to our board meeting on Wednesday.", "sales", urgency=2),
    _w("just browsing but do u sell replacement blades for the old model", "sales", urgency=0),
    _w("We need 25 laptops set up for new hires starting Monday. Can you quote today and deliver by "
       "Friday?", "sales", urgency=3),
    _w("Your mailbox is almost full. Click here to verify your account and upgrade storage or your emails "
       "will be deleted.", "spam"),
    _w("Hello, I am a software developer from Bangalore. I can build a mobile app for your business at "
       "very low cost. Please reply for my portfolio.", "spam"),
    _w("WIN an iPhone 15!! You have been randomly chosen. Just answer 3 questions and pay $1 shipping.", "spam"),
    _w("Invest in Bitcoin with our expert trader Sarah and double your money in 7 days. WhatsApp only.", "spam"),
    _w("Hi, we can cut your card processing fees by 40%. We had a look at your business and think you're "
       "overpaying. When's a good time to chat?", "spam"),
    _w("PayPal: We noticed a login from a new device in another country. If this wasn't you, confirm your "
       "identity at paypal-resolution-centre.net", "spam"),
    _w("Your package could not be delivered. Reply with your address and card details to schedule "
       "redelivery. - Royal Mail", "spam"),
    _w("Hey handsome, I saw your profile and wanted to say hi. I'm new in town, want to chat? 😊", "spam"),
    _w("So I ordered a birthday cake through your app for my daughter's party last Saturday. It came two "
       "hours late, after all the guests had gone home, and it was the wrong flavour. The driver was "
       "lovely and it wasn't his fault. But I paid 58 dollars for a cake nobody ate at the party. I'm not "
       "angry, just disappointed. I'd like the money returned to my card please. Order 2290-K.",
       "billing", refund=True),
    _w("Stop charging me. I cancelled in February. Three more charges since then. I want ALL of it back.",
       "billing", refund=True),
    _w("I've been a customer for 6 years and this is the first time I've asked for anything: please "
       "reverse the late fee you took. The payment was one day late because of the bank holiday. Whenever "
       "you get to it.", "billing", refund=True, urgency=0),
    _w("Your invoice for the catering is 3,400 but the quote we signed was 2,950. We haven't paid yet. "
       "Please send a corrected invoice, our payment terms are 14 days.", "billing", urgency=1),
    _w("free shipping was promised over 50 euros, my cart was 62 and you still charged 6.90 shipping. "
       "give back the 6.90, not urgent", "billing", refund=True, urgency=1),
    _w("Hallo, my invoice is in the wrong currency, we pay in CHF but the invoice says EUR. Our "
       "accounting cannot book it. Can you send a new one today? Month closing is tomorrow.", "billing", urgency=3),
    _w("Our point-of-sale subscription was suspended for a 'billing issue' right at the start of lunch "
       "service. Card payments are refused on all 3 tills and customers are walking out. We've paid every "
       "invoice. Reactivate it please!", "billing", urgency=4),
    _w("Could I get an itemised receipt for my hotel stay? Work needs it for expenses, end of the month "
       "is fine.", "billing", urgency=1),
    _w("The rental company took 300 out of my deposit for 'cleaning'. The car was spotless, I have photos "
       "from the drop-off. I want the 300 back, I need it for rent on the 1st.", "billing", refund=True, urgency=2),
    _w("Our ward was meant to get the replacement oxygen sensors this morning and the courier says the "
       "van has broken down. We have patients on monitors that need them.", "shipping", urgency=4),
    _w("parcel late", "shipping"),
    _w("Hello! I got a message saying 'delivery attempted, no one home', but I was home all day and the "
       "doorbell camera shows nobody came. Can you book a new delivery? I'm in on Thursday and Friday.",
       "shipping", urgency=2),
    _w("Do you deliver on Sundays? My order's already placed, I'm just wondering whether to stay in. Just "
       "curious.", "shipping", urgency=0),
    _w("I received someone else's order, a set of kitchen knives addressed to a Mrs Patel in Croydon. My "
       "own order, a lamp, is nowhere. What should I do with these? Not in a rush, I'll keep them safe.",
       "shipping", urgency=0),
    _w("THE PACKAGE SAYS DELIVERED. IT IS NOT HERE. I HAVE LOOKED EVERYWHERE.", "shipping"),
    _w("We're a flower shop and our whole Valentine's stock of vases is stuck in a depot 200 km away. "
       "Valentine's is tomorrow and we have 150 orders to make up first thing in the morning.", "shipping", urgency=4),
    _w("The bike arrived with a scratch on the handlebar, not a big deal. I don't want money back or a "
       "new bike, maybe just a touch-up pen if you have one? It could come with my next order.", "shipping", urgency=1),
    _w("Login page says 'too many attempts, try again later'. It's been saying that for two days.", "technical"),
    _w("Our clinic's appointment system is down, every page times out. Patients are sitting in the "
       "waiting room and we can't see who is booked in.", "technical", urgency=4),
    _w("The offer code box on your checkout won't let me type lowercase letters, and when I type it in "
       "caps it says invalid. I'm not asking for the discount back, just letting you know it's broken.", "technical"),
    _w("hey so the headphones pair with my laptop fine but not my phone, android 14. any tips? no hurry",
       "technical", urgency=0),
    _w("Okay this is going to be long, sorry. I bought the label printer for my Etsy shop about a month "
       "ago and it was great at first. Last week after an update it started printing every label twice, "
       "and now it prints them shifted halfway off the sticker so the post office can't scan the "
       "barcodes. I've reinstalled the driver, tried different cables and a different laptop. I've got "
       "about 30 orders to post by Wednesday.", "technical", urgency=2),
    _w("The verify link in the signup email is dead (404). Tried twice. Can wait till next week, I'm only "
       "testing it.", "technical", urgency=1),
    _w("The ticket kiosks at our cinema froze in the evening rush, all three screens just show a spinning "
       "wheel. The queue is huge and the film starts in 20 minutes.", "technical", urgency=4),
    _w("my account got hacked, someone changed the email and password and is buying stuff with my saved "
       "card RIGHT NOW", "technical", urgency=4),
    _w("Looking for a quote on 3,000 printed tote bags for a festival in July. Nothing urgent yet, we're "
       "still planning.", "sales", urgency=1),
    _w("Do you sell gift cards?", "sales"),
    _w("Hi, I run IT for a law firm with 80 staff and we're evaluating password managers. Could you set "
       "us up with a free trial for the team, and is there a discount on an annual plan? We'd like to "
       "decide within the next two weeks.", "sales", urgency=2),
    _w("Is the sofa available in green velvet, and how long does delivery to Cork take if I order it?", "sales"),
    _w("We're opening a second location on Saturday and need 4 more card readers. Can I buy them and have "
       "them by Friday?", "sales", urgency=3),
    _w("is there any discount for pensioners on the hearing aids, no rush just wondering", "sales", urgency=0),
    _w("Our usual supplier just let us down and we need 2,000 nitrile gloves for the clinic by tomorrow "
       "morning. Can you quote and deliver?", "sales", urgency=3),
    _w("Hello Sir, we are a professional video production agency. We make explainer videos for only $299. "
       "Would you like to see some samples?", "spam"),
    _w("Your Microsoft 365 password expires today. Keep your current password by verifying here: "
       "ms-account-keep.com", "spam"),
    _w("Dear lucky winner, your email address has won 1,000,000 GBP in the International Email Lottery. "
       "To claim, send the processing fee of 250 GBP.", "spam"),
    _w("Tired of slow sales? Our list of 2 million verified B2B email addresses is on sale for $99 this "
       "week only!", "spam"),
    _w("Notice: a refund of $249.99 is pending on your account. To receive your refund, confirm your bank "
       "login at refund-portal-secure.com", "spam"),
    _w("Hi! We'd love to feature your company in our 'Top 10 Businesses of 2024' magazine. There's a "
       "small listing fee of $450. Reply to secure your spot.", "spam"),
    _w("Natural pills for men's performance, 100% herbal, discreet delivery. Order 3 bottles get 2 FREE!!", "spam"),
    _w("FedEx: shipment #8812 is on hold pending a customs fee of 2.99. Pay now to avoid return to "
       "sender: fedex-customs-pay.info", "spam"),
    _w("refund pls, cancelled my StreamBox trial on the 3rd and still got billed $13.99", "billing", refund=True),
    _w("Hi, my phone bill for March shows a roaming charge of €42.50 but I never left the country. Can "
       "someone explain what this is? I'd like it sorted before the direct debit goes out on Monday. "
       "Account 55120934.", "billing", urgency=2),
    _w("I upgraded to the Family plan mid-month and got charged full price for both plans. please credit "
       "back the difference before my next billing date on the 28th", "billing", refund=True, urgency=2),
    _w("WHY AM I BEING CHARGED TWICE EVERY MONTH FOR CLOUDVAULT 2TB. I WANT MY MONEY BACK FOR BOTH EXTRA "
       "CHARGES AND I WANT IT NOW", "billing", refund=True, urgency=3),
    _w("my kid bought 4000 gems in Dragon Realms on my ipad without asking, like 90 dollars. is there any "
       "way to reverse this? first time it ever happened, he didnt know it was real money", "billing", refund=True),
    _w("Good morning, our company invoice INV-20931 was issued without our VAT number, so our accounting "
       "department cannot process it. Could you reissue it with VAT ID DE284019331? Sometime this month "
       "is perfectly fine. Kind regards, Petra Lindqvist", "billing", urgency=1),
    _w("promo code WELCOME50 didn't apply when I signed up, I paid the full $119 for the annual plan. can "
       "you apply it to my renewal next year instead?", "billing"),
    _w("Just wondering why my internet bill went up by $6 this month? Didn't get any notice about a price "
       "change. Not urgent at all, just curious.", "billing", urgency=0),
    _w("I was refunded $20 for the outage last week but according to your own service terms the credit "
       "for a 3-day outage is $45. Please send the remaining $25. Not urgent, but please don't forget "
       "about it.", "billing", refund=True, urgency=1),
    _w("wheres my router", "shipping"),
    _w("Hello, I ordered the Nestling smart thermostat on 2 May (order #NT-448120) and tracking has said "
       "'label created' for 9 days. The old thermostat is dead and we have no heating until it arrives. "
       "Is it actually coming?", "shipping", urgency=3),
    _w("The replacement SIM card you sent went to my old address even tho I updated it in the app. I'm "
       "moving abroad on Thursday and need the new SIM before then", "shipping", urgency=2),
    _w("Courier left the box with my new game console outside in the rain. Box is soaked, console seems "
       "fine. I don't want a refund or anything, just letting you know your courier is careless and maybe "
       "use a different one next time.", "shipping"),
    _w("got my mesh wifi kit today but only 2 units in the box, the order says 3-pack. can you send the "
       "missing one? no hurry honestly, the two are covering the house ok for now", "shipping", urgency=0),
    _w("Can I switch my delivery to a pickup point? I'm never home during the day and the driver is "
       "booked for tomorrow. Order 7781-A, the doorbell camera.", "shipping", urgency=3),
    _w("Buenos dias, my package with the streaming stick is stuck in customs since one week, they ask me "
       "a paper i dont have. what i must do?", "shipping"),
    _w("URGENT the modem you're sending is the only internet for my home office and the delivery window "
       "was today 8-12. it's 2pm and nothing. I have client calls all afternoon", "shipping", urgency=3),
    _w("app keeps crashing when I open the downloads tab", "technical"),
    _w("Hi team, I can't log into my account because the verification code email never arrives. Checked "
       "the spam folder too. I need to get in today to submit an assignment that's stored in my cloud "
       "drive.", "technical", urgency=3),
    _w("Our whole office (about 40 people) can't reach the shared drive since the sync client updated "
       "this morning. Everyone gets error 0x80070005. We are completely stuck, please call me on 0207 946 "
       "0321.", "technical", urgency=4),
    _w("how do I turn off autoplay of the next episode on the tv app? not urgent", "technical", urgency=0),
    _w("the smart bulb shows offline in the app but turns on fine from the wall switch. reset it 3 times "
       "already. any ideas? it's just the hallway light so it can wait", "technical", urgency=1),
    _w("The app says my parcel was delivered but the app itself keeps freezing on the tracking screen, so "
       "I can't even open the photo proof. iPhone 13, latest iOS.", "technical"),
    _w("game wont launch after patch 2.4, black screen then closes. tried verifying files. pc, rtx 3060. "
       "clan tournament is tonight pls help", "technical", urgency=3),
    _w("Our card terminals run over your business broadband and they've been offline since 11am. We can't "
       "take card payments and there's a queue at the counter. All the router lights are red.", "technical", urgency=4),
    _w("Do you offer nonprofit discounts on the Teams plan? We'd need about 25 seats and the board "
       "decides on Wednesday.", "sales", urgency=2),
    _w("Hi, thinking about switching to your fibre 500 plan. Is it available at postcode LS6 2AB, and is "
       "there an installation fee? My current contract runs another two months so no big rush.", "sales", urgency=1),
    _w("We are a school district evaluating device management software for classroom tablets. Could we "
       "get a demo sometime next month, and a quote for 1,200 devices?", "sales", urgency=1),
    _w("can I try the premium tier free before paying? the offer page is confusing", "sales"),
    _w("Hello, do you ship the Hub Pro to Iceland? Want to know before I order, it's a birthday gift for "
       "my dad next week.", "shipping", urgency=2),
    _w("Purchasing manager here. We need a quote for 300 business mobile lines with 20GB data each. "
       "Contract has to start on the 1st of next month, so I need your offer by Friday.", "sales", urgency=2),
    _w("just curious, are you ever going to sell the controller in white again? no rush", "sales", urgency=0),
    _w("Dear Account Holder, we detected unusual sign-in activity on your account. Verify your identity "
       "within 24 hours at secure-login-verify.co or your account will be permanently suspended.", "spam"),
    _w("Hi, I noticed your website isn't ranking on page 1 for 'cloud storage'. We offer high DA "
       "backlinks starting at $49. Interested?", "spam"),
    _w("CONGRATULATIONS!!! Your email was selected in our annual international lottery, you have won "
       "$850,000. Send your full name and bank details to claim your prize.", "spam"),
    _w("Invest in BTC with our AI trading bot, 300% returns guaranteed in 30 days. Reply YES to get "
       "started 🚀🚀", "spam"),
    _w("Hello dear, I am lonely woman from Kiev, I saw your profile and want to be friends. Write me to "
       "my personal email please.", "spam"),
    _w("We build custom mobile apps at 1/3 the price of US agencies. Could we schedule a 15-minute call "
       "to show you our portfolio?", "spam"),
    _w("Lose 12 kg in 2 weeks without diet! Doctors hate this secret capsule. Order now, free shipping "
       "worldwide.", "spam"),
    _w("Your Apple ID has been locked due to a billing problem. Update your payment information here to "
       "avoid losing access: http://appleid-billing-check.info", "spam"),
    _w("I cancelled my music subscription in January and you have still charged me for February, March "
       "and April. That's 3 x 10.99. I'd like all of it returned to my card.", "billing", refund=True),
    _w("charged 59.99 for a game i preordered and then the preorder got cancelled on your end. wheres my "
       "money?? need it back this week, rent is due", "billing", refund=True, urgency=2),
    _w("Could you send me receipts for my last three payments? I need them for an expense report that's "
       "due tomorrow at noon.", "billing", urgency=3),
    _w("I'd like to switch from paying by card to direct debit for my broadband. How do I do that? No "
       "hurry.", "billing", urgency=0),
    _w("The store charged me 3 times for the same 1,000 coin pack — I tapped buy ONCE. Please reverse "
       "the two extra charges.", "billing", refund=True),
    _w("We are a small business with 12 licenses, but the last invoice was calculated at 15 seats. Please "
       "issue a credit note for the 3 extra seats and correct the seat count going forward, ideally "
       "before our quarter closes on the 30th.", "billing", refund=True, urgency=2),
    _w("hi i got charged sales tax on my subscription but i live in oregon where theres no sales tax?? "
       "can you fix it for future bills, whenever", "billing", urgency=0),
    _w("This is the fourth time I am writing. You promised compensation for the 10 days without internet "
       "in November and I still have not seen a cent. If it's not on my account by tomorrow I'm "
       "cancelling.", "billing", refund=True, urgency=3),
    _w("price on the website said 8.99/mo for the first year, I'm being charged 12.99. explain", "billing"),
    _w("tracking number doesnt work on the courier site. need to know if the dock arrives before tomorrow "
       "morning, my boss needs it for a presentation", "shipping", urgency=3),
    _w("Hi, the smart speaker arrived with a cracked top and the power cable missing. Could you send a "
       "replacement? I don't need my money back, I just want one that works. Ideally before Saturday, "
       "it's for my mum's birthday.", "shipping", urgency=2),
    _w("I'm on holiday for two weeks from Monday. Can the delivery of my new set-top box be pushed to "
       "after the 20th? Order 00941-77.", "shipping", urgency=2),
    _w("DELIVERED?? it says delivered and signed by 'M' and there is NOBODY called M in this house. my "
       "ps5 controller. WHERE IS IT", "shipping"),
    _w("we ordered 50 IP desk phones for the new office, only 30 arrived and the second box isnt showing "
       "in tracking at all. office opens 9am monday with staff at every desk", "shipping", urgency=3),
    _w("My wifi extender order from yesterday hasn't shipped yet. Could you change the address to my "
       "office, 14 King St, Unit 3? Whenever you get to it is fine.", "shipping", urgency=0),
    _w("wrong colour phone case came, ordered black got pink. just send the right one, you can keep the "
       "pink lol", "shipping"),
    _w("Salut, I receive the box for the camera but inside is a different product, a baby monitor. Please "
       "tell me how to return it and get the good one, next week is ok.", "shipping", urgency=1),
    _w("password reset link says expired every single time, even when I click it right away", "technical"),
    _w("The Hearth app stopped talking to our thermostat after last night's update and the house is down "
       "to 12°C. We have a newborn. Please help ASAP, I can't change the temperature at all.", "technical", urgency=4),
    _w("how do i share my playlist with my sisters account? cant find the option anywhere. no hurry",
       "technical", urgency=0),
    _w("Hello, since the firmware update my smart lock doesn't respond to the keypad. I can still open it "
       "with the app, so it's a minor inconvenience and can wait until next week.", "technical", urgency=1),
    _w("Entire call centre, 60 agents, lost VoIP service 20 minutes ago. Customers cannot reach us at "
       "all. We are losing orders every minute this continues.", "technical", urgency=4),
    _w("2FA codes by SMS take like 10 minutes to arrive and by then they've expired. Orange network, "
       "Android 14.", "technical"),
    _w("after cloud save sync my 80 hour save file is gone and it loaded a save from march?? is there a "
       "backup on your side? please look at it this week before it gets overwritten", "technical", urgency=2),
    _w("The streaming app on my Samsung TV buffers every 30 seconds but Netflix and YouTube play fine. "
       "Internet is 300 Mbps wired. Is there a setting I should change?", "technical"),
    _w("hey do u have student discount", "sales"),
    _w("We're a chain of 14 cafés looking for a guest wifi solution with a captive portal. Could someone "
       "from your business team send pricing and maybe book a call in the next couple of weeks?", "sales", urgency=1),
    _w("Is the 4K plan worth it if I only have a 1080p TV? Thinking of upgrading but not sure.", "sales"),
    _w("Do you have the Orbit X headset in stock? I need it by Saturday for a LAN event and would order "
       "today if yes.", "sales", urgency=3),
    _w("Hi! I'm the founder of a small indie studio. We'd love to talk about bundling our game with your "
       "cloud gaming service. Open to a call sometime, no rush at all.", "sales", urgency=0),
    _w("Can you do a better price if I sign up for 2 years instead of 1? Your competitor is offering 20% "
       "off and their offer ends Sunday.", "sales", urgency=2),
    _w("Quote request: 45 smart plugs + 10 hubs for a hotel retrofit, delivered to Lisbon. We need "
       "pricing before our investor meeting on Thursday.", "sales", urgency=2),
    _w("Get 10,000 real Instagram followers for just $19.99! 100% safe, no password needed. Limited offer!!", "spam"),
    _w("Attention: Your Microsoft 365 license expires TODAY. Renew immediately through the link below to "
       "avoid permanent data loss.", "spam"),
    _w("I am Barrister James Okoro, legal representative of the late Mr. Edward Walsh who shares your "
       "surname. He left $12.5M unclaimed in a bank here. Reply for details of the transfer.", "spam"),
    _w("Boost your conversions by 400% with our AI chatbot. Book your free demo today!", "spam"),
    _w("Hot singles in your area want to meet you tonight 😍 click here", "spam"),
    _w("We are hiring remote workers! Earn $500/day just liking YouTube videos. Contact us on WhatsApp "
       "+44 7700 900123", "spam"),
    _w("Greetings, we are a leading supplier of LED display screens from Shenzhen, factory price, MOQ 10 "
       "pcs. Please check our catalog attached.", "spam"),
    _w("Your mailbox is 98% full. Click here to upgrade your storage quota or incoming messages will be "
       "rejected. -- IT Helpdesk", "spam"),
    _w("Hello. My mother passed away last month and her phone line is still being billed. I have sent the "
       "death certificate twice now. Could you please stop the charges and return what was taken after "
       "the 4th of June? Thank you, Daniel", "billing", refund=True),
    _w("hey, the annual plan renewed automatically yesterday and i forgot to cancel. 149 euro is a lot "
       "for me, can i get it back? havent used it at all since. pls asap", "billing", refund=True, urgency=3),
    _w("Please send me a copy of invoice #A-77310, my accountant needs it sometime next week.", "billing", urgency=1),
    _w("Our company card was charged $4,800 for enterprise seats we never ordered. It drained our "
       "operating account and now we can't pay suppliers or staff, the whole business is frozen. Reverse "
       "this charge immediately.", "billing", refund=True, urgency=4),
    _w("why is there a 'service fee' of 2.50 on every bill now? never agreed to that", "billing"),
    _w("Hi there, I paid for the yearly Pro plan but my account still shows Free and I'm being billed "
       "monthly on top of it, so I'm paying twice. Please refund the monthly charges. This can wait till "
       "next week, I know you're busy.", "billing", refund=True, urgency=1),
    _w("Does the student discount apply automatically at renewal or do I have to re-verify? My renewal is "
       "in 3 months, so no rush.", "billing", urgency=0),
    _w("my payment keeps getting declined when I try to pay the bill, card works everywhere else. bill is "
       "due friday and I don't want to get cut off", "billing", urgency=2),
    _w("parcel??? order 55812", "shipping"),
    _w("Hi, my replacement remote still hasn't arrived, it's been 3 weeks. I'm not in a hurry since I use "
       "the phone app, but I'd like it eventually.", "shipping", urgency=1),
    _w("The courier is asking me to pay €18 customs duty for the headset, but your website said duties "
       "were included. Should I pay it or refuse the parcel? He's coming back tomorrow morning.",
       "shipping", urgency=3),
    _w("We ordered 200 SIM cards for our delivery vans and the shipment is lost. Without data the drivers "
       "can't use the routing app, half our fleet is standing still right now.", "shipping", urgency=4),
    _w("box arrived crushed and the smart display inside has a cracked screen. photos attached. please "
       "send a new one within the week if possible, no refund needed", "shipping", urgency=2),
    _w("Can I collect my new router from one of your stores instead of waiting for the delivery? Order "
       "R-90213. Not important, it would just be quicker.", "shipping", urgency=1),
    _w("my address has a typo (Flat 4B not 48) and tracking shows OUT FOR DELIVERY right now!!", "shipping", urgency=3),
    _w("wrong item. ordered the 128GB console, got the 64GB. exchange please, whenever is fine im away "
       "anyway", "shipping", urgency=0),
    _w("Hi, all 300 of our students have been locked out of the learning platform since 8am, SSO returns "
       "'invalid_grant'. Exams start at 10. Please escalate immediately.", "technical", urgency=4),
    _w("My smart doorbell records video but the clips have no sound. Mic is enabled in settings. Not a "
       "big deal, sort it when you can.", "technical", urgency=1),
    _w("Hey, is there a way to export all my photos from the cloud in original quality? Planning to do it "
       "someday, just wondering.", "technical", urgency=0),
    _w("The website checkout keeps throwing Error 502 when I try to upgrade my plan. Tried Chrome, "
       "Firefox and Safari.", "technical"),
    _w("since the outage yesterday our whole building (18 floors of offices) has no internet and your "
       "status page says all green. we've had to send staff home", "technical", urgency=4),
    _w("Hallo, I have a problem: the app shows my account in another language and i can not change back "
       "to English. Where is the setting?", "technical"),
    _w("Our production database on your cloud is unreachable and all customer-facing services are down. "
       "Severity 1. Every minute this lasts costs us sales.", "technical", urgency=4),
    _w("how much is the family plan for 6 people", "sales"),
    _w("Hello, we are opening 3 new stores next quarter and want your business fibre plus a 4G backup "
       "line at each. Could you prepare a quote in the next few weeks?", "sales", urgency=1),
    _w("Do you sell replacement batteries for the V2 camera, or only the whole unit? Just curious before "
       "I buy a second one.", "sales", urgency=0),
    _w("Is there a free trial for the business version? We're deciding between you and two others by the "
       "end of this week.", "sales", urgency=2),
    _w("hello can i buy a gift card for your streaming service for my nephew? christmas is in 2 days",
       "sales", urgency=3),
    _w("We're an MSP managing around 900 endpoints and we're interested in becoming a reseller partner. "
       "What margins do you offer? This can wait until after the holidays.", "sales", urgency=1),
    _w("Do you ship the smart garden kit to Canada and how long does it take? I'd order tomorrow if it "
       "can arrive before the 15th.", "shipping", urgency=3),
    _w("Dear Valued Customer, your PayPal account has been limited. Please confirm your details at "
       "paypal-resolution-center.net within 48 hours.", "spam"),
    _w("Guest post opportunity: we publish your article on 200+ tech blogs, DA 60+. Price $150 per post. "
       "Reply for the full list.", "spam"),
    _w("WARNING! Your computer is infected with 5 viruses! Call Microsoft Support immediately at "
       "1-888-555-0199", "spam"),
    _w("New token presale: $MOON has 1000x potential, only 48 hours left to join the whitelist. Connect "
       "your wallet now.", "spam"),
    _w("Hi, I'm Anna, 24, I found your email and I think you're cute 😘 check my photos here", "spam"),
    _w("Looking to outsource your customer support? Our Manila team offers 24/7 coverage from $6/hour. "
       "Let's talk this week.", "spam"),
    _w("Miracle hair regrowth serum, visible results in 7 days or your money back guaranteed!", "spam"),
    _w("You have (1) pending package delivery. Confirm your shipping address and pay the $1.99 redelivery "
       "fee here: dhl-redeliver-parcel.com", "spam"),
    _w("reimburse me for the 3 months you overcharged. I'm on the old price contract and you billed me "
       "the new rate", "billing", refund=True),
    _w("Hi, I bought the season pass for Kart Legends but it's not in my inventory after 2 days. Honestly "
       "at this point I'd rather just have my $24.99 back.", "billing", refund=True),
    _w("CANCEL AND REFUND. I never signed up for this 'premium protection' add-on on my phone bill. 3 "
       "months x £7. I'm going to the ombudsman if this isn't sorted this week.", "billing", refund=True, urgency=2),
    _w("Quick question, can my invoices be addressed to my company name instead of my personal name from "
       "now on? No rush whatsoever.", "billing", urgency=0),
    _w("i switched to the cheaper plan on the 1st but was still billed the old amount. not a huge deal, "
       "can you put the difference back on my card at some point", "billing", refund=True, urgency=1),
    _w("Dear Sir/Madam, we have been charged twice for invoice 2024-118 (once by bank transfer and once "
       "by card). Kindly return the duplicate payment of 1,250.00 EUR to our bank account by Thursday, as "
       "our month-end closing depends on it.", "billing", refund=True, urgency=2),
    _w("The 20% loyalty discount I was promised on the phone isn't on my bill. Call reference CX-33921. "
       "Please fix it before the next billing cycle, which is in 4 days.", "billing", urgency=2),
    _w("hey the tax on my bill is way higher than last year, did the rate change?", "billing"),
    _w("Our payment to you bounced because our bank changed our IBAN, and now your system says the "
       "account will be suspended tonight. 30 staff depend on this email service. How can we pay right "
       "now?", "billing", urgency=3),
    _w("when does my order ship? paid 5 days ago and it still says processing", "shipping"),
    _w("The game controller arrived but the box had been opened and the controller is missing, it's "
       "basically an empty box. Please investigate and send one. I don't want a refund, I want the "
       "controller, my son's birthday is on Sunday.", "shipping", urgency=2),
    _w("i moved, need to update the delivery address for the new modem before it ships, and it says it "
       "ships tomorrow", "shipping", urgency=3),
    _w("Hello, could you tell me which courier you use for the smart scale? I just want to know what van "
       "to look out for, no urgency at all.", "shipping", urgency=0),
    _w("We run a medical clinic and the replacement network switch you shipped was delivered to the wrong "
       "branch. Our patient records system is offline until it's installed and patients are waiting in "
       "reception.", "shipping", urgency=4),
    _w("Package says delivered to parcel locker 22 but the pickup code you sent doesn't open it. The "
       "locker only holds it for 3 days.", "shipping", urgency=2),
    _w("Bom dia, I order the headset on day 3 and still it not arrive. Order 66120. Can you check please? "
       "Next week I travel.", "shipping", urgency=2),
    _w("Got the wrong charger in the box, UK plug instead of EU. Can you send the EU one? I'll use an "
       "adapter until then so it can wait.", "shipping", urgency=1),
    _w("My account got hacked, someone changed the email and password and is buying stuff with my saved "
       "card RIGHT NOW. Please lock it!!!", "technical", urgency=4),
    _w("The smart plug schedule ignores daylight saving time and turns on an hour early. Minor thing, "
       "look at it whenever you have time.", "technical", urgency=0),
    _w("Hi, all 12 of our POS tablets show 'license invalid' since midnight. The restaurant opens for "
       "lunch in 2 hours.", "technical", urgency=3),
    _w("How do I set up parental controls on the console so my kids can't buy stuff without me? This week "
       "ideally, they keep begging for V-bucks lol", "technical", urgency=2),
    _w("Wifi drops every evening around 8pm for 5-10 minutes. Router has been restarted many times. Been "
       "happening every day for two weeks.", "technical"),
    _w("Can't cast to Chromecast from the app anymore, the cast icon just disappeared. Android 13, app "
       "version 8.2.1.", "technical"),
    _w("the email with my login code never gets delivered and I'm stuck at the airport needing the "
       "boarding pass saved in your wallet app. boarding in 40 min!!", "technical", urgency=3),
    _w("Our smart building sensors (400 units) went offline across the hospital after your cloud "
       "maintenance window. Fire door monitoring is affected. This is an emergency.", "technical", urgency=4),
    _w("price for 10 licenses?", "sales"),
    _w("Hi! Do you sell the wifi 7 router yet or is it still pre-order only? I'd buy it if it's out.", "sales"),
    _w("We'd like to run a pilot of your device management for 50 users before committing to 2,000. Could "
       "you send info about trials and volume pricing? We'd like to start in about a month.", "sales", urgency=1),
    _w("Is your cloud backup HIPAA compliant? We're a dental practice and want to buy something this "
       "week.", "sales", urgency=2),
    _w("Can I get a quote for a fibre + TV + 2 mobile lines bundle? My current provider's deal ends "
       "tomorrow and I need to decide tonight.", "sales", urgency=3),
    _w("are you guys at the CES booth this year? would love a demo of the new hub sometime in the next "
       "month", "sales", urgency=1),
    _w("Hello, I represent a hotel group with 22 properties. We'd like to discuss a partnership for "
       "in-room streaming. Could we meet before our budget is fixed on Friday?", "sales", urgency=2),
    _w("FINAL NOTICE: your domain will expire. Renew now for $89 at domain-renewal-services.org to avoid "
       "losing your website and email.", "spam"),
    _w("Hello, we can get your app to #1 on the App Store with 50,000 real installs. Packages from $299.", "spam"),
    _w("Your Netflix payment failed. Update your card within 24h here: netflix-account-update.help", "spam"),
    _w("Double your ETH instantly! Send 0.5 ETH to this address and receive 1 ETH back. Official "
       "giveaway, limited time.", "spam"),
    _w("I am a coordinator with the UN humanitarian fund. You have been selected for a $5,000 grant. Pay "
       "a $75 processing fee to release it.", "spam"),
    _w("We noticed your support page loads slowly. Our web performance agency can fix it in 48 hours. "
       "Free audit attached!", "spam"),
    _w("Premium replica watches Rolex Omega 90% off, free delivery, discreet packaging", "spam"),
    _w("Security team here: we recorded you through your webcam. Pay 0.1 BTC within 48 hours or the video "
       "goes to all your contacts.", "spam"),
    _w("So here's what happened. I signed up for the cloud photo plan in February because my phone was "
       "full, then a week later realised my work already gives me 1TB elsewhere, so I cancelled in the "
       "app and got a confirmation email (still have it). Now my bank statement shows you've taken 9.99 "
       "every month since, five payments in total. I'd like those five paid back please. Not angry, just "
       "want it fixed, sometime in the next week or two is fine.", "billing", refund=True, urgency=1),
    _w("refund", "billing", refund=True),
    _w("My internet bill shows a 'late payment fee' but I paid on the due date, I have the bank "
       "confirmation. Please remove it before the next bill is generated on the 5th.", "billing", urgency=2),
    _w("hello i was charged in dollars not euros and my bank added a conversion fee. can you bill me in "
       "euros from next month? not urgent", "billing", urgency=0),
    _w("We're an agency with 40 seats on your design tool. After the price change we were billed €2,400 "
       "instead of €1,800, with no notice. Our contract locks the price for 24 months. Please credit the "
       "€600 back and confirm in writing by end of day tomorrow.", "billing", refund=True, urgency=3),
    _w("can you tell me when my next payment will be taken? want to make sure there's money in the "
       "account. fine if you answer in a few days", "billing", urgency=2),
    _w("I got 'compensation' of 5 euro for a 2 week outage. That's insulting. I want at least the two "
       "weeks of my subscription back, 22 euro.", "billing", refund=True),
    _w("ALL 80 OF OUR EMPLOYEES' PHONE LINES WERE CUT OFF because your billing system marked our paid "
       "invoice as unpaid. Our sales team can't call anyone. Restore service immediately, proof of "
       "payment attached.", "billing", urgency=4),
    _w("Charged £3.49 for a 'premium skin' that never showed up in game. money back pls, when you get "
       "round to it", "billing", refund=True, urgency=1),
    _w("Hi, I ordered two smart cameras and a hub for my parents' house on the 2nd. Tracking showed it "
       "reached the local depot on the 6th and then nothing for a week. I've called the courier twice and "
       "they just say it's 'being processed'. My parents are elderly and I bought these so I can check on "
       "them after my dad's fall, so I'd really appreciate it if you could chase this in the next couple "
       "of days. Order CM-20441.", "shipping", urgency=2),
    _w("can my set-top box be delivered on a saturday instead? i work weekdays", "shipping"),
    _w("The courier says my address doesn't exist. It does, I've lived here 10 years. Order 88213, the "
       "console. They're trying again tomorrow so please give them the right directions: blue gate behind "
       "the bakery.", "shipping", urgency=3),
    _w("Customs in Brazil is holding my router and wants a commercial invoice with the tax ID. Could you "
       "email it to me? Nothing urgent, they said it can sit there for 30 days.", "shipping", urgency=1),
    _w("parcel arrived damaged, one of the speakers rattles inside. dont want money back, want a new one", "shipping"),
    _w("Our new store opens at 8am tomorrow and the 6 tablets and card readers you promised for today "
       "haven't arrived. Tracking hasn't moved since yesterday.", "shipping", urgency=3),
    _w("I ordered an eSIM but you posted me a physical SIM card. Please send the eSIM QR code instead. "
       "Can wait a week, my old phone still works.", "shipping", urgency=1),
    _w("We have 300 conference attendees arriving in 2 hours and the wifi access points we rented are "
       "still sitting at your warehouse according to tracking. The event cannot run without them.",
       "shipping", urgency=4),
    _w("ok so this is weird. every time I open the music app in the car through carplay it starts playing "
       "some random podcast instead of my downloaded playlists, and if I try to skip it freezes the whole "
       "carplay screen and I have to unplug the phone. on the phone at home it's fine. reinstalled the "
       "app, restarted, forgot the car and paired again. iphone 14, ios 17.4. not urgent, I can use the "
       "radio, but it's annoying", "technical", urgency=1),
    _w("smart lock jammed open and battery dead, im leaving for night shift in an hour and cant lock the "
       "front door", "technical", urgency=3),
    _w("Our whole company (250 users) cannot sign in to email since your identity provider change at "
       "9:00. Nobody can work. Please escalate to your on-call engineer.", "technical", urgency=4),
    _w("What does the orange blinking light on the hub mean? Everything seems to work fine. Just curious.",
       "technical", urgency=0),
    _w("app says 'no internet connection' but internet is fine, every other app works. reinstalled twice", "technical"),
    _w("Hello, the game disconnects me from ranked matches every ~20 minutes with error CE-34878 and I "
       "lose rank points each time. Could you please check this week?", "technical", urgency=2),
    _w("The TV app logs me out every day and asks for my password again. Not a priority, but could you "
       "look at it at some point?", "technical", urgency=1),
    _w("URGENT: our online shop runs on your hosting and has been returning 500 errors for the last hour, "
       "in the middle of our biggest sale of the year. Thousands of euros lost already.", "technical", urgency=4),
    _w("How much would 5 smart thermostats plus installation cost for a small office? We plan to buy "
       "sometime next month.", "sales", urgency=1),
    _w("do you ship to Northern Ireland? want to order the console bundle", "shipping"),
    _w("Hi, we're a university and would like an education quote for 3,000 cloud storage accounts. The "
       "procurement deadline is this Friday.", "sales", urgency=2),
    _w("Hello, I run a small esports bar with 16 gaming PCs and I've been using your consumer game pass "
       "on each one, which I now realise is probably against the terms. I'd like to do it properly. Do "
       "you have a commercial licence for venues, and what would it cost for 16 stations? We might open a "
       "second location next year too. Happy to chat on the phone. Not urgent, take your time. Marco",
       "sales", urgency=0),
    _w("is the black friday discount still available? thinking of getting the annual plan", "sales"),
    _w("Need a quote for 20 rugged phones with a business plan. Our field team starts Monday and I have "
       "to place the order today.", "sales", urgency=3),
    _w("Could you give us a demo of the enterprise security dashboard? We're evaluating vendors and would "
       "like to see it within the next two weeks or so.", "sales", urgency=1),
    _w("Dear customer, a refund of $349.99 has been issued in your name. To accept the refund, click here "
       "and enter your card number and CVV.", "spam"),
    _w("Top-rated SEO agency here. We'll rank you for 'best streaming service' in 30 days, 100% "
       "guaranteed or your money back. Reply to get a proposal.", "spam"),
    _w("hello dear friend, i have a business proposal of mutual benefit involving the transfer of $7.2 "
       "million. kindly reply with your private phone number", "spam"),
    _w("Our AI crypto arbitrage platform made our members $12,000 last week. Join free today, spots are "
       "limited!", "spam"),
    _w("Your account will be deleted. We detected a violation of our community standards. Appeal within "
       "12 hours here: meta-support-appeal.com", "spam"),
    _w("Buy cheap Viagra and Cialis online, no prescription needed, 80% off today", "spam"),
    _w("Hi, I'm reaching out from LeadGenius. We have a list of 50,000 verified IT decision-makers' "
       "emails for $499. Want a free sample?", "spam"),
    _w("You've won a free iPhone 15 Pro! You are our 1,000,000th visitor. Claim now, just pay shipping of "
       "$2.95", "spam"),
    _w("Invoice INV-20417 charges VAT at 20% on the whole amount, but the maintenance contract part "
       "should be zero-rated as our company is registered in Jersey. Our year end is next Tuesday so "
       "could we have a corrected invoice by Monday?", "billing", urgency=2),
    _w("wheres our pallet? tracking says out for delivery since monday", "shipping"),
    _w("ALL FOUR TILLS FROZE AFTER LAST NIGHTS UPDATE. screen just says Sync error 0x51. we cant take a "
       "single payment and its saturday lunch rush, queue to the door. HELP", "technical", urgency=4),
    _w("Do you sell stainless steel prep tables in 1800mm? Need 3 for a new kitchen.", "sales"),
    _w("Boost your Google ranking in 30 days! We offer 500 high-authority backlinks from real business "
       "directories for only $49. Reply YES and we start today.", "spam"),
    _w("refund pls, order 55812 was cancelled last week", "billing", refund=True),
    _w("The delivery of 40 stacking chairs to our warehouse at Unit 7, Brackmills Industrial Estate came "
       "with 6 of them crushed, the pallet wrap was torn open on one side. I have photos. Can you send 6 "
       "replacements? We're not after a refund, we just need the chairs.", "shipping"),
    _w("how do i add a new staff member to the invoicing software so she can log in with her own "
       "password?", "technical"),
    _w("FINAL NOTICE: Your supplier portal account will be suspended. Verify your payment details within "
       "24 hours to avoid interruption: http://secure-supplier-verify.co/login", "spam"),
    _w("We have been billed twice for the TillPro monthly licence in March, £89.00 on the 3rd and again "
       "£89.00 on the 4th. Same card, same account number AC-3391. Please put the duplicate back on the "
       "card, our accountant closes the month on Friday.", "billing", refund=True, urgency=2),
    _w("Good morning, we are a chain of 14 cafés looking to replace our card terminals. Could you provide "
       "a quote for 30 countertop units plus 5 portable ones, including a 3-year support contract? We "
       "would like to decide by the end of the month. Best regards, Priya Nair, Operations", "sales", urgency=1),
    _w("Our new restaurant opens on Saturday and the dishwasher racks and 200 dinner plates still haven't "
       "left your warehouse. Order RS-10293. Please tell me they'll be here by Thursday.", "shipping", urgency=2),
    _w("Password reset email never arrives. Tried 5 times and checked the spam folder. User is "
       "j.okafor@brightdesk.co.uk. I need to get a purchase order submitted through the portal today.",
       "technical", urgency=3),
    _w("Dear Sir/Madam, I am Barrister James Okoro, personal attorney to a late client who shares your "
       "surname and left USD 8.7 million unclaimed. I seek your consent to present you as next of kin. "
       "Reply with your full name and phone number for details.", "spam"),
    _w("Hi, our purchase order PO-7781 was for 12 toner cartridges at the agreed price of £41 each, but "
       "the invoice charges £52 each. Can you correct it so accounts payable can release payment?", "billing"),
    _w("price for 500 business cards double sided matt?", "sales"),
    _w("Can you change the delivery address for order 60114 to our Leeds shop instead of head office? I "
       "don't think it has shipped yet. Could you do it today before it goes out?", "shipping", urgency=3),
    _w("The laminator we bought in January now heats up but won't pull the pouches through. Not urgent, "
       "we only use it a few times a month.", "technical", urgency=1),
    _w("Hello, this is Kate from LeadSpring. I noticed your website gets decent traffic but your "
       "conversion rate could be a lot better. Could I grab 15 minutes on your calendar to show how we "
       "helped 300+ B2B suppliers double their inbound leads?", "spam"),
    _w("we sent back the 3 broken label printers 2 weeks ago and you confirmed you got them. still no "
       "credit on our account. where is our money", "billing", refund=True),
    _w("Can we get a demo of the warehouse management software this week? Our ops director is free "
       "Thursday or Friday afternoon.", "sales", urgency=2),
    _w("Driver just rang, he can't find the loading bay and says he'll leave in 10 minutes. He's outside "
       "right now. PLEASE call him!! order 73002", "shipping", urgency=3),
    _w("hi the receipt printer on our POS prints blank paper. the roll is in the right way round, tried a "
       "new roll too. what next?", "technical"),
    _w("Please note our bank details have changed. All outstanding invoices from Westfield Components Ltd "
       "should now be paid to the account below. Sort code 40-11-62, Account 83920114. Kindly confirm by "
       "return once payment is made. Accounts Department", "spam"),
    _w("Could you switch our account from card payment to bank transfer on 30-day terms? Finance would "
       "like that from next quarter. No rush at all.", "billing", urgency=0),
    _w("Hi, is there a free trial of the table booking software before we commit to the annual plan? No "
       "hurry, just comparing options for now.", "sales", urgency=0),
    _w("we got 10 boxes of A4 paper instead of A3. the A3 is for a poster job. could someone sort an "
       "exchange sometime next week", "shipping", urgency=1),
    _w("Our whole accounts team, 11 people, cannot log in to the procurement portal since 9am, error 'SSO "
       "token invalid'. It's month-end close today and nobody can work. Please escalate.", "technical", urgency=4),
    _w("congratulations!!! ur business email was selected for a £500 Amazon gift card 🎁 claim now >> "
       "bit.ly/gft-claim-now", "spam"),
    _w("URGENT. You have taken £1,460 from our business account for an order we never placed. This is the "
       "account our payroll comes out of and salaries go tomorrow morning. Reverse it NOW.",
       "billing", refund=True, urgency=3),
    _w("Do you deliver to Northern Ireland? Before I place an order for 60 office chairs I need to know "
       "they can be here before our office move on the 14th, which is 10 days away.", "sales", urgency=2),
    _w("Bonjour, the spare bearings ref SKF 6205 were sent from your UK depot to our plant in Lyon 9 days "
       "ago and the tracking has not moved since. Are they stuck in customs? Our production line is "
       "stopped waiting for them, every hour costs us.", "shipping", urgency=4),
    _w("Just curious, is there a way to export the stock report from the inventory software to Excel? "
       "Whenever you get a chance.", "technical", urgency=0),
    _w("Earn 12% WEEKLY returns with our AI crypto trading bot. Thousands of business owners already "
       "trust us. Start with just $250 and watch your money grow 🚀", "spam"),
    _w("Dear team, the 5% trade discount agreed for Harlow Catering Ltd was not applied on invoice 88213 "
       "(total €2,340.00 ex VAT). Please send an amended invoice at your convenience. Kind regards, "
       "Marta", "billing", urgency=0),
    _w("We need about 2,000 hydraulic fittings, BSP 1/2 inch, per quarter. What volume discount can you "
       "give on a 12-month contract? I need a figure for a tender that goes in tomorrow at noon.", "sales", urgency=3),
    _w("The 3 card terminals arrived but there were only 2 in the box. Packing slip says 3. The third one "
       "is for our new branch opening Monday, can you get it out this week?", "shipping", urgency=2),
    _w("The app says my delivery was completed, fine, but the app itself crashes every single time I open "
       "the order history page. Samsung tablet, Android 13.", "technical"),
    _w("Invoice #INV-00923 attached for services rendered. Please remit payment of $3,480.00 immediately "
       "to avoid late fees. Open the attached ZIP file to view the invoice.", "spam"),
    _w("Hello, I paid invoice 4410 twice by mistake, once by BACS and once by card. I'd like the card "
       "payment refunded please. Next week is fine.", "billing", refund=True, urgency=1),
    _w("Why is there a £15 'admin fee' on our last invoice? Nobody told us about any admin fee.", "billing"),
    _w("how do i connect the card reader to wifi", "technical"),
    _w("Hello, tracking number GB4482019 says delivered and signed for by 'MARK'. There is no Mark here "
       "and we have no boxes. It was 4 boxes of printer paper and ink cartridges.", "shipping"),
    _w("Hi, we are professional web design agency from India offering full website redesign at very "
       "competitive price starting $199 only. Kindly reply for portfolio and we will share.", "spam"),
    _w("Hi there, we ordered a commercial coffee grinder and it turned up with a cracked hopper. Honestly "
       "we've already bought one locally because we couldn't be without it. We'd like our money back "
       "please and we'll send the damaged one back to you.", "billing", refund=True),
    _w("Since your software update yesterday the kitchen display screens don't get orders from the front "
       "tills anymore. Waiters are running paper tickets back and forth. Friday night service starts in 2 "
       "hours.", "technical", urgency=3),
    _w("EMERGENCY - the replacement compressor motor for our walk-in freezer was due yesterday. About £4k "
       "of stock will spoil within hours. WHERE IS IT?? Order IP-55091", "shipping", urgency=4),
    _w("Your Microsoft 365 mailbox is almost full. Click here to upgrade storage or all incoming mail "
       "will be rejected: office365-storage-upgrade.net", "spam"),
    _w("can u send me the VAT receipt for order 30221 pls, need it for my expenses claim by friday",
       "billing", urgency=2),
    _w("We're opening 3 new offices in the autumn and will need roughly 90 desks, 90 chairs and 12 "
       "multifunction printers. Could you put together a package price? Nothing is needed before "
       "September.", "sales", urgency=1),
    _w("The large format printer (LF-2400) shows 'Head alignment failure' every time it starts. We ran "
       "the calibration twice already. We have a client banner that has to be printed for Thursday.",
       "technical", urgency=2),
    _w("The box of napkins came soaked through, looks like it sat out in the rain. Could you send another "
       "case? No rush, we still have plenty left.", "shipping", urgency=0),
    _w("Dear Procurement Manager, we are leading manufacturer of nitrile gloves, 50 million boxes ready "
       "stock, FDA approved. Best price guaranteed. Send your requirement and WhatsApp number.", "spam"),
    _w("Hello. Our subscription for the payroll module was supposed to end in February. You charged us "
       "again in March and April, 2 x €120. Please refund both months to the company card ending 4471. "
       "Regards, Tomasz Wiśniewski", "billing", refund=True),
    _w("the login code is not being delivered to my phone by SMS. tried both numbers on the account", "technical"),
    _w("Hi, are the electric meat slicers on your site actually in stock? If so we'd order 2 today, our "
       "old one just died in the middle of prep.", "sales", urgency=3),
    _w("Is it possible to collect our order from your Croydon trade counter instead of having it "
       "delivered? Order 81220. We're passing by tomorrow morning anyway.", "shipping", urgency=3),
    _w("hey handsome 😘 saw ur profile, wanna chat? lonely girls in your area are waiting >> meetlocal.xyz", "spam"),
    _w("i was refunded £40 but the return was 2 shredders at £64.99 each?? pls send the rest", "billing", refund=True),
    _w("Forklift scanner keeps dropping its connection to the WMS every 10-15 minutes. Annoying but we "
       "can work around it. Can someone look at it next week?", "technical", urgency=1),
    _w("you sent us someone elses order. we got 2 pos stands and a cash drawer, we ordered 5 boxes of "
       "thermal rolls. label says Bella Pizza Manchester. we need our rolls by friday", "shipping", urgency=2),
    _w("we're a reseller in Kenya interested in becoming a distribution partner for your POS range. who "
       "do i talk to?", "sales"),
    _w("Lose 10kg in 2 weeks without any diet! Doctors hate this one simple trick. Order today with 70% "
       "discount, limited stock.", "spam"),
    _w("Our card was declined when we tried to pay the outstanding balance online, but the bank says "
       "there is no block on it. Can you try charging it again or send a payment link? We want it cleared "
       "before the end of the week so the account isn't put on hold.", "billing", urgency=2),
    _w("All 3 of our shops: every terminal declines card payments with 'Host unreachable'. We've been "
       "cash only since opening and are turning customers away.", "technical", urgency=4),
    _w("Hello, delivery to Hamburg, order DE-2241, tracking not update since 5 days. Courier say address "
       "is not complete? Address is Lagerstraße 14, 20457 Hamburg, Halle 3. We need this goods this week "
       "please.", "shipping", urgency=2),
    _w("What's the price difference between the Standard and Pro plans of the rota software for 40 "
       "employees? Our board meets on Wednesday and I have to present the numbers.", "sales", urgency=2),
    _w("Reminder: your DHL shipment is on hold. Customs fee of £2.99 unpaid. Pay now to release your "
       "parcel: dhl-release-fee.com/pay", "spam"),
    _w("Please cancel the direct debit for the printer lease, the lease ended in May. You also took this "
       "month's £210 after it ended, so put that back please. Not urgent, but do get round to it.",
       "billing", refund=True, urgency=1),
    _w("Is there a dark mode in the accounting app? asking for a colleague, not important", "technical", urgency=0),
    _w("hi just checking when the filing cabinets will ship, the site said 5-7 working days and its been "
       "6. no worries if its a couple more days", "shipping", urgency=1),
    _w("Do you offer an education discount for schools on laminators and binding machines? Just gathering "
       "information for next year's budget, no rush.", "sales", urgency=0),
    _w("Hi there, I help office equipment suppliers like yours get featured on 40+ industry blogs. Guest "
       "post packages start at $150. Interested?", "spam"),
    _w("You charged VAT on the goods exported to our Swiss branch. Exports outside the UK should be "
       "zero-rated. We want the VAT portion, £318.40, credited back to us. The auditors are in on "
       "Thursday and we'd like it fixed before then.", "billing", refund=True, urgency=2),
    _w("hello, after i changed my password the invoicing app logs me out every few minutes and i have to "
       "type it again and again. this is since tuesday. driving me mad, can someone help this week",
       "technical", urgency=2),
    _w("Before we order: can you ship 500kg of steel fasteners to Rotterdam, and how long does it take? "
       "We need them on site by next Friday.", "sales", urgency=2),
    _w("Attention: following our annual audit we have updated our remittance information. Payments for "
       "all open invoices must now be sent to our new account at Banco Santander. Please update your "
       "records and process the attached invoice today. Regards, Linda Hart, Finance, Apex Industrial "
       "Supply", "spam"),
    _w("Quick question for whenever: do you accept PayPal for trade accounts, or only card and bank "
       "transfer?", "billing", urgency=0),
    _w("Can the courier come before 8am? Our shop opens at 9 and the street is pedestrian-only after 10. "
       "It's for the order arriving Wednesday.", "shipping", urgency=2),
    _w("Your system charged our card 14 times overnight for the same £312 order. Our overdraft is maxed "
       "out and our own supplier payments are bouncing this morning. Reverse these charges IMMEDIATELY!!!",
       "billing", refund=True, urgency=4),
    _w("hi do you have thermal paper rolls 57x40 in bulk? like 50 boxes", "sales"),
    _w("The ice machine for our bar was meant to arrive this morning. It's 35 degrees, we're fully booked "
       "tonight and we have no ice at all. Courier tracking just says 'exception'. Please find it now.",
       "shipping", urgency=4),
    _w("production label printers on all 3 packing lines stopped printing barcodes after the firmware "
       "push. 40 staff standing around, trucks waiting at the dock. need someone on the phone NOW",
       "technical", urgency=4),
    _w("Your PayPal Business account has been limited due to unusual activity. Confirm your identity "
       "within 48 hours to restore access: paypal-business-resolve.com", "spam"),
    _w("Hi, a while back we were charged £35 for the premium support add-on, which we never activated. If "
       "you could credit that back sometime, no hurry at all. Thanks, Ben", "billing", refund=True, urgency=0),
    _w("Delivery came with the wrong paper weight, 80gsm not 120gsm. Do I keep it or send it back?", "shipping"),
    _w("Is there a keyboard shortcut to duplicate an invoice line in the billing software? Not urgent, it "
       "would just save me a lot of clicks.", "technical", urgency=0),
    _w("We're considering moving our 6 restaurants over to your POS system at some point. No timeline "
       "yet. Could you send a brochure and rough pricing?", "sales", urgency=0),
    _w("We are wholesale supplier of compatible printer toner cartridges for HP, Canon, Brother. 60% "
       "cheaper than OEM. MOQ 100 pcs. Catalogue attached, reply for price list.", "spam"),
    _w("money back for the broken espresso machine please. ticket 20391", "billing", refund=True),
    _w("For future orders can you always deliver to the back entrance on Mill Lane instead of the shop "
       "front? Just a note for your drivers, no urgency.", "shipping", urgency=0),
    _w("my account got locked after too many attempts. username kmorales", "technical"),
    _w("Need a quote for 25 refurbished laptops with Windows 11 Pro TODAY please, our client signs off on "
       "the budget this afternoon.", "sales", urgency=3),
    _w("Congratulations! Your company has won the International Business Excellence Award 2024. To "
       "receive your trophy and framed certificate, please pay the processing fee of €395.", "spam"),
    _w("We cancelled the print order for the conference brochures within an hour of placing it and your "
       "team confirmed nothing had been printed. £1,250 was still taken. I need it back on the card "
       "today, that is our float for the event.", "billing", refund=True, urgency=3),
    _w("parcel tracking AZ77120 says 'failed delivery - business closed' but we were open all day!! "
       "rebook it for tomorrow morning pls, we need the ink for a job", "shipping", urgency=3),
    _w("The self-service kiosk at our front counter keeps rebooting every few minutes. Lunch rush starts "
       "at 12, can you get someone to look at it before then?", "technical", urgency=3),
    _w("Are you going to stock the new compact dishwashers from the spring catalogue? If so please let us "
       "know, we'd probably order a couple in a month or two.", "sales", urgency=1),
    _w("Hi, your domain officepro-supplies.com is about to expire. Renew now to avoid losing your search "
       "ranking and email. Pay $89 at domain-renewal-services.org", "spam"),
    _w("Hallo, we return the 20 bar stools because wrong colour, your collection came on 2 May. Please "
       "can you make reimburse to our account? It can wait until next week, we are busy with the opening.",
       "billing", refund=True, urgency=1),
    _w("Hi, part of order 44021 (the 4 monitor arms) was marked as backordered. That's fine, just send "
       "them when they're in, the next couple of weeks is fine.", "shipping", urgency=1),
    _w("The shredder jams on anything more than 5 sheets although the box says 12. Low priority, we have "
       "another one.", "technical", urgency=1),
    _w("Could you quote for printing 2,000 A5 flyers and 200 A2 posters for our food festival? We'd need "
       "artwork proofs by Wednesday.", "sales", urgency=2),
    _w("GET RICH WITH BITCOIN!!! send 0.1 BTC and receive 1 BTC back GUARANTEED. limited time only", "spam"),
    _w("Could you add our PO number to invoice 51903? Our system rejects invoices without one. PO is "
       "4500182735.", "billing"),
    _w("A box of 12 glass tumblers arrived with 5 broken. The rest of the order was fine. Photos "
       "attached.", "shipping"),
    _w("how do you set up a second VAT rate in the POS? we want to start doing takeaway later in the "
       "year. no hurry", "technical", urgency=0),
    _w("Do you sell replacement door gaskets for Rational combi ovens, or only the ovens themselves?", "sales"),
    _w("Dear valued partner, please find attached the updated purchase order. Kindly log in with your "
       "email credentials to view the document securely. Procurement Team", "spam"),
    _w("Our account shows as overdue and ordering is blocked, but we paid invoice 7702 on the 2nd, "
       "remittance attached. We have to order for tomorrow's event. Please unblock it today.", "billing", urgency=3),
    _w("Our warehouse closes at 3pm today and the pallet with the conveyor belt parts still hasn't shown "
       "up. Can you ask the haulier for an ETA right away?", "shipping", urgency=3),
    _w("Error 'License key already in use' when I install the design software on my new laptop. I "
       "uninstalled it from the old one first.", "technical"),
    _w("We fit out commercial kitchens and could recommend your equipment to our clients. We'd like to "
       "talk about a partnership or reseller terms. Happy to set up a call sometime next week.", "sales", urgency=1),
    _w("Hey! Quick question: are you the right person to talk to about outsourcing your customer service? "
       "Our team in Manila handles support for 120+ brands at $6/hour. Free trial week!", "spam"),
    _w("When you have time, could you send copies of all our invoices from last financial year? Our new "
       "bookkeeper wants them in one PDF.", "billing", urgency=0),
    _w("Order 60712 is going to our Fort William site. Will it come on a pallet truck or in a van? We "
       "need to know whether to hire a forklift for the day. Sometime next week is fine to let me know.",
       "shipping", urgency=1),
    _w("The online ordering site for our restaurant is down, just shows a 502. It's Friday 7pm, our "
       "busiest hour, and all our delivery orders come through it. We're losing money every minute.",
       "technical", urgency=4),
    _w("miracle pills for men 100% natural, results in 20 minutes, discreet shipping worldwide", "spam"),
    _w("The annual price of our software subscription went from £1,200 to £1,650 without any notice. Can "
       "someone explain the increase? It renews in about a month.", "billing", urgency=1),
    _w("Do you have a price list for trade customers?", "sales"),
    _w("We're a small bakery and you debited £3,900 instead of £390 for the flour sifter order. That's "
       "everything in our account, we can't pay our staff or buy ingredients for tomorrow. Please return "
       "the difference immediately, this is an emergency.", "billing", refund=True, urgency=4),
    _w("Our hospital canteen was due its delivery of disposable trays and cutlery at 6am. Nothing has "
       "arrived and 400 patients need breakfast within the hour. Order HC-3310.", "shipping", urgency=4),
    _w("Hello Sir, we can provide you 10,000 verified B2B email leads of restaurant owners in UK for only "
       "$99. 98% accuracy. Reply to get free sample.", "spam"),
    _w("Every POS terminal in our 12 stores has shown 'Licence expired' since midnight. We renewed last "
       "week. Not one store can sell anything. Fix it.", "technical", urgency=4),
    _w("Hi, could you reimburse the delivery charge on order 71155? Your website said free delivery over "
       "£250 and we spent £310.", "billing", refund=True),
    _w("wrong colour chairs delivered, we ordered grey got blue. order 52219", "shipping"),
    _w("how to change the logo on printed receipts?", "technical"),
    _w("We might need a new photocopier next year. What would you recommend for an office of 25 people? "
       "Just thinking ahead, no rush.", "sales", urgency=0),
    _w("Your Amazon Business account has been charged £749.99 for an iPhone 15 Pro Max. If you did not "
       "authorise this purchase call our fraud team immediately on 0800 046 1192.", "spam"),
    _w("the cash drawer we ordered never worked, you agreed a return on the phone (case 8832). i want the "
       "£119 back on my card by the end of this week please", "billing", refund=True, urgency=2),
    _w("Just letting you know our warehouse has a new gate code from next month: 4471#. No rush, update "
       "it on our delivery notes whenever.", "shipping", urgency=0),
    _w("Curious whether the inventory app has an API. Not urgent at all, our developer just wanted to "
       "know for a side project.", "technical", urgency=0),
    _w("Could we get a quote for 150 embroidered aprons and 150 chef hats with our logo? We'd like to "
       "confirm the order by Thursday.", "sales", urgency=2),
    _w("Dear Friend, I am the widow of late Mr. Henry Castell, oil merchant in Abidjan. I wish to donate "
       "my $4.5M to a reputable business for charity work. Please reply with your company details and "
       "bank information.", "spam"),
    _w("Not a big deal and no rush whatsoever, but I think we were overcharged £6.40 on the last ink "
       "order, the price on the site was lower when we ordered. Could you refund the difference whenever "
       "it's convenient?", "billing", refund=True, urgency=0),
    _w("Can you split order 38810 into two deliveries, half to the Manchester shop and half to Salford? "
       "It needs to go out before Thursday.", "shipping", urgency=2),
    _w("The email with the 2FA code for the supplier portal just isn't arriving. I'm locked out and the "
       "tender closes at 5pm today.", "technical", urgency=3),
    _w("Our main process pump failed and the factory floor has stopped. Do you have a Grundfos CR 10-6 in "
       "stock that can be couriered today? We'll pay whatever the express costs.", "sales", urgency=4),
    _w("NOTICE FROM YOUR SUPPLIER: due to a system migration, invoice #SUP-44821 was not processed. To "
       "avoid suspension of service please make payment of £2,115.60 to our updated account today. Thank "
       "you, Credit Control, Northgate Office Supplies", "spam"),
    _w("REFUND THE £580 NOW. The shelving units went back a month ago and this is my fourth email. If it "
       "isn't on our account by tomorrow I'm going to the bank for a chargeback.", "billing", refund=True, urgency=3),
    _w("the courier has the wrong postcode on the label, its going to BT instead of BS. can u fix it with "
       "them before it goes out for delivery today", "shipping", urgency=3),
    _w("The new binding machine punches the holes out of line, about 2mm off on the left. We have a "
       "report to bind for Friday.", "technical", urgency=2),
    _w("Would you offer a discount if we commit to buying all our office supplies from you for 2 years? "
       "Roughly £40k a year. We'll be reviewing suppliers over the next few weeks.", "sales", urgency=1),
    _w("Want more 5-star reviews? We post 100 genuine-looking Google reviews for your business for $120. "
       "Fast, safe, undetectable ⭐⭐⭐⭐⭐", "spam"),
    _w("Can we have the invoices addressed to our head office in Bristol from now on instead of the "
       "branch? Not urgent, from next month is fine.", "billing", urgency=1),
    _w("Hi, we received the bean-to-cup coffee machine but the milk frother listed on the packing slip is "
       "not in the box. Could you send it?", "shipping"),
    _w("Sometimes the dashboard in the sales software shows yesterday's numbers until I refresh twice. "
       "Minor thing, it can go in a future update.", "technical", urgency=1),
    _w("hi can i get a demo of the rota app for my 3 pubs", "sales"),
    _w("Hi, I'm Daniel from CloudPeak. Companies like yours overpay for cloud hosting by up to 40%. Can I "
       "send over a quick comparison? Worth a 10-minute chat?", "spam"),
    _w("what is the 'environmental levy' on invoice 66021", "billing"),
    _w("Could you send me the tracking for the spare blades order? Not in a hurry, we won't need them "
       "until the end of next month.", "shipping", urgency=1),
    _w("Hi, the scale at our deli counter reads about 20g too high against our test weight. We tried the "
       "zero button. Is there a calibration menu somewhere?", "technical"),
    _w("Hello! Do you offer leasing on the POS hardware rather than buying outright? Just exploring, "
       "there's no rush on our side.", "sales", urgency=0),
    _w("U HAVE (1) PENDING PAYMENT OF $1,250.00 FROM WESTERN UNION. CLICK TO RECEIVE NOW: "
       "wu-transfer-receive.top", "spam"),
    _w("Hello, we'd like to switch from monthly to annual billing on the stock control software to get "
       "the 15% off. Could you set that up when the current month ends?", "billing", urgency=1),
    _w("Our cinema opens in 2 hours and the popcorn machine parts were delivered to the wrong site. The "
       "machine is in pieces and without it the concessions stand can't open, that's most of our takings. "
       "Get the driver to turn around please!!", "shipping", urgency=4),
    _w("Our industrial sewing machine showed error E-07 and stopped mid-run. We have 300 uniforms to "
       "finish by tomorrow morning. What does E-07 mean and how do we clear it?", "technical", urgency=3),
    _w("Exclusive offer for business owners: premium Swiss replica watches at 90% off. Free shipping on "
       "orders over $200.", "spam"),
    _w("The payment link you emailed for invoice 91022 says 'expired'. I need to pay today or our "
       "delivery gets held. Can you send a new one?", "billing", urgency=3),
    _w("do you sell industrial ovens", "sales"),
    _w("Hi, I run a small print shop and I'm writing this from behind the counter. Your system took the "
       "annual licence for the RIP software three times this morning, £1,140 each, and my bank has now "
       "frozen the card for suspected fraud. That means I can't pay the paper supplier who is literally "
       "standing here with his delivery. Please reverse the two extra payments straight away and call me "
       "on 07700 900214.", "billing", refund=True, urgency=4),
    _w("ALL our shop fridges are empty. the replacement thermostats for the cold room were supposed to be "
       "here at 8, its now 12. we've binned stock and closed the deli counter. WHERE IS THE VAN",
       "shipping", urgency=4),
    _w("card machines not working in any of our 5 cafes. error 'Terminal not registered'. morning rush, "
       "people walking out without paying. PLEASE", "technical", urgency=4),
    _w("Hi, I found some broken links and errors on your website. I can fix them and get you on page 1 of "
       "Google. Shall I send you a proposal? Regards, Mike, SEO Expert", "spam"),
    _w("I still haven't seen the money for the toner we sent back.", "billing", refund=True),
    _w("The mixer arrived with the bowl dented. I don't want a refund, just send a replacement bowl out "
       "please.", "shipping"),
    _w("Thanks for sorting the refund last month. Different problem now: my login to the ordering portal "
       "fails with 'Account not found', even though I used it yesterday.", "technical"),
    _w("Hi, we'd like a quote for 8 POS terminals with the restaurant software licence. We open in 2 "
       "weeks. Could you send it by Friday?", "sales", urgency=2),
    _w("Your Apple ID was used to sign in on a new device in Moscow. If this wasn't you, secure your "
       "account now: appleid-verify-security.info", "spam"),
    _w("pls refund order 90013 today. we were charged for 10 cases of gloves but only 4 came and your "
       "team says the rest are discontinued", "billing", refund=True, urgency=3),
    _w("Hi, the pallet of printing paper is booked for Thursday but a big job just came in and we need it "
       "tomorrow morning. Can it come earlier?", "shipping", urgency=3),
    _w("The fan on the office coffee machine we bought from you is quite loud. Is that normal? Not a "
       "priority, just wondering.", "technical", urgency=1),
    _w("Our only commercial fridge has died and we're losing stock by the hour. Do you have any upright "
       "fridges in stock for same-day delivery to Bristol? I need a price right now.", "sales", urgency=4),
    _w("Dear Business Owner, you qualify for a $250,000 unsecured business loan. No credit check, "
       "approval in 24h. Reply YES to claim.", "spam"),
    _w("Good afternoon. Following the return of the faulty receipt printer (RMA 5521), we kindly request "
       "reimbursement of £245.00 plus VAT to our account. There is no particular urgency, within the next "
       "couple of weeks would be fine. Regards, Accounts Payable, Greenleaf Hotels", "billing", refund=True, urgency=1),
    _w("Next time you ship to us could you use less bubble wrap? Our bins fill up fast. Not a problem at "
       "all, just feedback for the future.", "shipping", urgency=0),
    _w("Our label software won't print to the new Zebra printer, it says 'Driver not found'. We have "
       "orders that need labels and have to go out by Wednesday.", "technical", urgency=2),
    _w("Looking at your business software bundles for a 15-person accounting firm. Could you send pricing "
       "and a comparison of the tiers sometime next week?", "sales", urgency=1),
    _w("Hi, this is Rachel from Brightwave Staffing. Are you hiring warehouse staff this season? We "
       "supply vetted temp workers at 20% below agency rates. When would be a good time to talk?", "spam"),
    _w("we got charged full price for the chairs even though the 10% bulk discount was confirmed in quote "
       "Q-2281. thats £186 too much. credit it back to the card this week please", "billing", refund=True, urgency=2),
    _w("hello my order of 30 menu holders shows 'in transit' for 8 days now, i need them before the "
       "weekend for our reopening", "shipping", urgency=2),
    _w("I can't get into the accounting software, it says my password has expired but the reset link goes "
       "to a 404 page. I have to run payroll this afternoon.", "technical", urgency=3),
    _w("Just browsing for now: do you ever sell ex-demo printers at a discount? No hurry at all.", "sales", urgency=0),
    _w("Urgent invoice reminder: payment for order #PO-88214 is overdue. Download the invoice here to "
       "avoid legal action: docs-invoice-share.com/PO88214", "spam"),
    _w("No rush, but can your invoices also show the VAT number of our parent company in Ireland? Just "
       "asking for future reference.", "billing", urgency=0),
    _w("Hi, one of the 6 boxes of till rolls is missing from delivery 5501. Not urgent, we have enough to "
       "last until next week.", "shipping", urgency=1),
    _w("hi, whenever someone has a minute, how do i change the language of the POS menus to Spanish for "
       "one of my staff?", "technical", urgency=0),
    _w("Can you get 2 spare hydraulic cylinders to Aberdeen by tomorrow if I order within the hour? I "
       "need a price and a yes or no asap.", "sales", urgency=3),
    _w("Hot singles 💋 are waiting to meet you tonight. Sign up free!", "spam"),
    _w("THE INVOICE YOU SENT HAS THE WRONG COMPANY NAME ON IT. OUR FINANCE TEAM WONT PAY IT. NEED A "
       "CORRECTED ONE TODAY BEFORE THE PAYMENT RUN AT 4", "billing", urgency=3),
    _w("We run a 24-hour distribution centre. The replacement drive belt for our main sorter was promised "
       "by 6am via same-day courier. The whole sorting line has been stopped since 3am with 60 people "
       "idle and the courier isn't answering. Please chase it NOW.", "shipping", urgency=4),
    _w("Could someone explain how to set up automatic backups in the inventory software? We'd like to get "
       "it done sometime in the next week or two.", "technical", urgency=1),
    _w("hello we are a school in Lagos, we wish to buy 40 desktop computers and 2 printers. can you ship "
       "to Nigeria? we will decide next month.", "sales", urgency=1),
    _w("Dear Customer, we are your toner supplier. Our records show your printer is due for new "
       "cartridges. Reply with your printer model and billing address and we will ship them at our "
       "standard price.", "spam"),
    _w("Hi! Is the invoice for last month's cleaning supplies out yet? whenever is fine 🙂", "billing", urgency=0),
    _w("wheres the order?? need it by tonight", "shipping", urgency=3),
    _w("The touchscreen on terminal 3 doesn't respond in the bottom left corner, so we can't press the "
       "Cash button. We've been using terminal 2 instead.", "technical"),
    _w("Invest in GLDX, our gold-backed crypto token. Presale ends Friday, 300% ROI projected. Join the "
       "Telegram group now!", "spam"),
    _w("Receipt for order 77410 please, the one in my email shows no VAT breakdown.", "billing"),
    _w("wheres my tickets?? concert is friday", "shipping", urgency=2),
    _w("Hi, I bought the online photography course last week but the video lessons won't play on my iPad, "
       "just a black screen with the spinning wheel. Sound works though. I have an assignment due by "
       "Sunday so any idea would help.", "technical", urgency=2),
    _w("CONGRATULATIONS!!! Your email was selected in our Summer Travel Draw. Claim your FREE 7-night all "
       "inclusive cruise for two now, just pay the $49 port fee at the link below before it expires.", "spam"),
    _w("Do you do group rates for gym memberships? There are 12 of us at the office who'd want to join "
       "together. No rush, we're just looking into it for now.", "sales", urgency=0),
    _w("My invoice for the March gym membership shows VAT added twice. Can you send a corrected invoice? "
       "My accountant needs it by the end of the week.", "billing", urgency=2),
    _w("The delivery driver left our food order at the wrong building again. Flat 4B, Ardmore House, NOT "
       "Ardmore Court. Can you add a note to my address so this stops happening", "shipping"),
    _w("cant log in. it says password incorrect but i just reset it 5 min ago", "technical"),
    _w("I cancelled my yoga class booking 3 days in advance as your policy says, but I was still charged "
       "the full £18. Please return the money to my card.", "billing", refund=True),
    _w("Hello dear, I am Captain Mark serving in the peace mission. I found your profile and I feel a "
       "connection. I want to know you better, write me on my private email.", "spam"),
    _w("Hi! We're organising a charity run in June for about 400 participants. Could you quote us for "
       "printed t-shirts with our logo on the front and sponsor names on the back? We'd need them "
       "delivered by mid May, so there's a bit of time.", "sales", urgency=1),
    _w("The gift card I ordered for my mum's birthday was supposed to arrive by post on Tuesday. It's "
       "Thursday, her birthday is tomorrow and nothing. Tracking hasn't updated since Monday.", "shipping", urgency=3),
    _w("Your website keeps kicking me back to the seat selection page when I try to pay for the theatre "
       "tickets. Tried Chrome and Firefox, same thing. The show sells out fast, I need to get this booked "
       "today.", "technical", urgency=3),
    _w("I WAS CHARGED FOR A FLIGHT I NEVER BOOKED. £312.40 ON MY VISA. I WANT THIS MONEY BACK TODAY.",
       "billing", refund=True, urgency=3),
    _w("Lose 15kg in 3 weeks without diet or exercise! Doctors HATE this one natural capsule. Order now "
       "with 70% off, only 200 bottles left.", "spam"),
    _w("is the beginner pottery course still available for september or is it full", "sales"),
    _w("Ordered the meal kit for 4 people, the box came with only 3 of the 4 recipe bags. Missing the "
       "chicken one. I don't want money back, can you just send the missing bag? We were planning to cook "
       "it tonight.", "shipping", urgency=3),
    _w("The booking confirmation email never got delivered to my inbox. I checked spam too. How do I get "
       "it resent?", "technical"),
    _w("Hi there, my monthly subscription price for the language course went from 9.99 to 14.99 with no "
       "notice. Was this a price increase or a mistake on my account? Not urgent, whenever someone gets a "
       "chance.", "billing", urgency=1),
    _w("We can get your website to page 1 on Google in 30 days. Guaranteed backlinks from high DA sites. "
       "Reply YES for a free audit.", "spam"),
    _w("Good afternoon. Our company is evaluating fleet rental options for 15 vehicles over 6 months "
       "starting next quarter. Could someone from your corporate team arrange a call with us this week?",
       "sales", urgency=2),
    _w("parcel says delivered. its not here. neighbours dont have it either", "shipping"),
    _w("App crashes every time I open the 'My Trips' tab. Android 14, Pixel 7. Reinstalled twice. My "
       "flight is at 6am tomorrow and I need the boarding pass on it!!", "technical", urgency=3),
    _w("hello, my order #FD-20931 arrived cold and an hour late, the restaurant also forgot the drinks. I "
       "would like compensation back to my card for the drinks at least, 6.50", "billing", refund=True),
    _w("URGENT: Your account has been suspended due to unusual activity. Verify your identity within 24 "
       "hours at secure-login-verify.co or lose access permanently.", "spam"),
    _w("Do you sell gift cards in other currencies? I want to buy one for a friend in Canada. Her "
       "birthday is next month so no hurry.", "sales", urgency=0),
    _w("Hi, I'm moving house on the 3rd. Can I change the delivery address for the printed canvas I "
       "ordered yesterday? New address: 27 Pell Street, Leeds LS6 2QT. No rush, I don't think it has "
       "shipped yet.", "shipping", urgency=0),
    _w("How do I add a second driver to my rental booking in the app? I can't see the option anywhere. We "
       "pick the car up in about ten days.", "technical", urgency=1),
    _w("Where can I download receipts for my gym membership payments? I need them for my employer's "
       "wellness reimbursement scheme. Whenever you get a chance, thanks.", "billing", urgency=0),
    _w("Need cash fast? Get approved for up to $5,000 today, no credit check, bad credit OK. Apply in 2 "
       "minutes.", "spam"),
    _w("thinking of getting the annual membership instead of monthly - is there a discount if I pay "
       "upfront? just curious, not in a hurry", "sales", urgency=0),
    _w("The concert tickets came by post but the envelope was ripped open and one of the two tickets is "
       "missing. The show is in three weeks.", "shipping", urgency=1),
    _w("My repair booking page keeps saying 'session expired' every time I try to upload photos of the "
       "broken washing machine. It's leaking all over the kitchen floor, can someone sort this today?",
       "technical", urgency=3),
    _w("Hi, the plumber you sent only did half the job and then left. I paid €180 in advance. I'd like "
       "at least half of that reimbursed please. Thanks, Marta", "billing", refund=True),
    _w("Earn 3000% returns with our AI crypto trading bot. Join 50,000 members already making money while "
       "they sleep!!! 🚀🚀", "spam"),
    _w("discount code SPRING20 didnt apply at checkout. havent paid yet, basket still shows 120 instead "
       "of 96. i want to buy before the code expires tonight, whats wrong?", "billing", urgency=3),
    _w("Hola, my order of 200 printed flyers for our event on Saturday is still at the depot since 2 "
       "days. The event is in 48 hours please help", "shipping", urgency=3),
    _w("Hi team, since this morning none of our 30 instructors can log in to the class scheduling "
       "dashboard. Classes start at 5pm and we can't see who's booked. This is stopping our whole studio.",
       "technical", urgency=4),
    _w("Hi, I'm Jessica from PixelPro Agency. We noticed your app has an outdated design. We build "
       "stunning mobile apps starting at $999. Can we schedule a 15 min call?", "spam"),
    _w("my insurance membership renewed automatically even though i turned off auto renew in november. "
       "please reverse the charge, it was 89 pounds", "billing", refund=True),
    _w("Booked a 3-night hotel through your site for 12-15 Oct and the hotel says they have no record of "
       "it. I had to pay again at the front desk. I need the original £276 back.", "billing", refund=True),
    _w("Dear Beneficiary, an inheritance fund of USD 4.5 million has been approved in your name. Send "
       "your full name, address and a processing fee of $250 to release the transfer.", "spam"),
    _w("hi my sons science kit was meant to come yesterday but the courier site just says 'exception'. "
       "what does that mean, is it lost? his science fair is thursday", "shipping", urgency=2),
    _w("The gym door app won't read my QR code anymore at the turnstile. Staff had to let me in manually "
       "three days in a row. Can you look at it sometime this week?", "technical", urgency=2),
    _w("Do you offer a free trial of the premium cooking course before I commit to the yearly plan?", "sales"),
    _w("Could you please change the card on file for my car club membership? The old one expires at the "
       "end of this month.", "billing", urgency=1),
    _w("WRONG ORDER. I got someone elses pizza and wings. Im allergic to nuts so Im not touching this. I "
       "just want my actual food sent, we're sitting here hungry", "shipping", urgency=3),
    _w("forgot password email not coming. tried 4 times", "technical"),
    _w("Guten Tag, I paid for the 10-class pack but the studio closed permanently after I used only 2 "
       "classes. Please refund the remaining 8 classes, that is 96 euro. Please process by the end of the "
       "month. Mit freundlichen Grüßen, Jonas Weber", "billing", refund=True, urgency=1),
    _w("hey handsome 😘 im new in town and bored. check my pics here and lets chat tonight", "spam"),
    _w("We're a secondary school and would like to book around 60 theatre tickets for a student matinee "
       "in November. Is there an educational rate? Who should I speak to? It's a while away so not "
       "urgent.", "sales", urgency=1),
    _w("Is it possible to collect my printed wedding invitations from one of your pickup points instead "
       "of home delivery? I'm out at work all day. The wedding is in five weeks, so no panic.", "shipping", urgency=1),
    _w("Hello, I cannot finish the checkout for my travel insurance add-on. After I enter the card it "
       "shows 'Error 502 Bad Gateway'. I depart on Friday.", "technical", urgency=2),
    _w("why is there a 'service fee' of 4.99 on my ticket receipt? it wasnt shown before i paid", "billing"),
    _w("Your parcel could not be delivered due to an unpaid customs fee of £1.99. Pay now to reschedule "
       "your delivery: parcel-redelivery-help.net", "spam"),
    _w("Could you ship 500 custom printed mugs to Norway? Before I place the order I need to know about "
       "customs and roughly how long it takes.", "sales"),
    _w("Tracking no. 7734 2201 9981 has been stuck in customs in Frankfurt for 9 days. Is there any "
       "paperwork I need to send? It's a birthday present for next week.", "shipping", urgency=2),
    _w("HOW DO I CANCEL A SINGLE CLASS IN THE APP WITHOUT CANCELLING THE WHOLE MEMBERSHIP. THERE IS NO "
       "BUTTON", "technical"),
    _w("The rental company charged me £150 for a scratch that was already there when I picked the car up. "
       "I have photos with timestamps. I want that charge reversed, ideally sorted within the week.",
       "billing", refund=True, urgency=2),
    _w("Miracle Hair Regrowth Oil – regrow a full head of hair in 14 days, 100% natural, clinically "
       "proven. Limited stock, order today!", "spam"),
    _w("Hello, I run a small bakery and I'm interested in partnering with your delivery platform. What "
       "are the commission rates for new restaurants? We're hoping to launch next month.", "sales", urgency=1),
    _w("The cake we ordered for my daughter's party arrived completely smashed, the box was upside down. "
       "Party starts in 2 hours. Can you send another one now?", "shipping", urgency=3),
    _w("our whole checkout on the ticket widget is broken, fans cant buy tickets for tonights gig, we're "
       "losing sales every minute!!! please call me on 07700 900431", "technical", urgency=4),
    _w("I was refunded only 40 of the 65 I paid for the cancelled workshop. Please send the remaining 25.",
       "billing", refund=True),
    _w("Get a $10,000 personal loan at 0.9% APR, approval guaranteed in 1 hour. Reply LOAN to this email.", "spam"),
    _w("what's the price for a family membership, 2 adults 2 kids", "sales"),
    _w("Morning. The replacement part for my dishwasher repair was supposed to be delivered to the "
       "technician by Wednesday so he can come Thursday. Can you confirm it's on its way?", "shipping", urgency=2),
    _w("The course certificate PDF won't download, it just opens a blank tab. I need to show it to my "
       "employer by Monday.", "technical", urgency=2),
    _w("Hi, I'd like to pay my membership by bank transfer instead of card going forward. Is that "
       "possible? Thanks, no hurry at all.", "billing", urgency=0),
    _w("Invest in Bitcoin with the official anniversary giveaway! Send 0.1 BTC and receive 0.2 BTC back "
       "instantly.", "spam"),
    _w("Hi I was double billed for my food delivery pass this month, 2 x 7.99. Can I get one of those "
       "back please? Not urgent.", "billing", refund=True, urgency=1),
    _w("pls deliver to back door next time, front gate is locked", "shipping"),
    _w("the rental car's screen won't connect to my phone over bluetooth. is there a reset? im on a road "
       "trip right now and need the navigation", "technical", urgency=3),
    _w("Are there any seats left for the Lisbon food tour on 18 May? If so I'd like to book for 3 people. "
       "I need to know by tomorrow as we're finalising our trip.", "sales", urgency=3),
    _w("Hi, I came across your company and would love to offer guest post opportunities on our network of "
       "200+ travel blogs. Prices from $50 per post.", "spam"),
    _w("the gift card i bought had already been used when my friend tried it. someone drained the whole "
       "$100. i want my money back or a new card", "billing", refund=True),
    _w("Our event badges for the conference haven't arrived. The conference opens Monday morning with 800 "
       "attendees, if they're not here by Friday we have nothing to hand out.", "shipping", urgency=2),
    _w("Hello,I am not able to change my seat on the booking, every time i click on seat map the page is "
       "loading forever. Please kindly advise", "technical"),
    _w("FINAL NOTICE: You have won an iPhone 16 Pro in our customer loyalty survey. Click to claim, only "
       "3 prizes remaining!", "spam"),
    _w("Emergency - my card was charged 14 times for the same bus ticket, £23 each. That's my rent money. "
       "Please reverse these immediately.", "billing", refund=True, urgency=4),
    _w("Your system charged every one of our 40 members' direct debits twice this morning. Our club "
       "account is overdrawn and the phone is ringing off the hook. We need the duplicate payments "
       "reversed right now.", "billing", refund=True, urgency=4),
    _w("You've been chosen for a 2-week luxury Bali holiday, completely free! Just confirm your card "
       "details to secure the booking before midnight.", "spam"),
    _w("Our restaurant's weekly supply order didn't arrive this morning. No veg, no dairy, nothing. We "
       "open for lunch in 40 minutes with a full book. Where is the van??", "shipping", urgency=4),
    _w("Your booking system is down for all our branches. Customers can't check in for their rental cars "
       "at the airport desk and there's a line of 50 people. Total outage.", "technical", urgency=4),
    _w("Hi! I'm just curious - do you have any courses in Portuguese or only English? Maybe for next "
       "year, no rush.", "sales", urgency=0),
    _w("I returned the rental van with a full tank and you still charged me a £65 refuelling fee. Receipt "
       "from the petrol station attached. Credit it back please.", "billing", refund=True),
    _w("Hello, the box with my online course's lab kit arrived but the glass beaker inside was shattered. "
       "Could you send a replacement beaker? I do not need a refund.", "shipping"),
    _w("the gift card balance checker says 'invalid card number' but the number is right there on the "
       "card", "technical"),
    _w("How much would it cost to hire a minibus for 16 people for a weekend?", "sales"),
    _w("Single ladies in your area want to meet you. Sign up free, no credit card needed ❤️", "spam"),
    _w("Hey, small thing - I think I was charged the adult price for my 12 year old's swim lessons. "
       "Difference is about £3 a week over 10 weeks. Could you pay the difference back whenever you get "
       "round to it? No rush at all.", "billing", refund=True, urgency=0),
    _w("courier came at 7am, i was in the shower, they didnt even knock. now it says redelivery in 3 "
       "days. i need those festival wristbands by tomorrow!!!", "shipping", urgency=3),
    _w("Quick question when you have time: is there a dark mode for the course app? Reading at night "
       "hurts my eyes. Not important.", "technical", urgency=0),
    _w("We're looking for a corporate gym partner for around 200 employees. Could you send a proposal "
       "with pricing by Thursday? We're comparing three providers.", "sales", urgency=2),
    _w("Cure your diabetes naturally in 30 days with our herbal tea blend. Big pharma doesn't want you to "
       "know!", "spam"),
    _w("Flight was cancelled by the airline, I booked it through you. They say you have to process the "
       "refund. I'm stranded in Athens and need that money today to book another one.",
       "billing", refund=True, urgency=3),
    _w("Hi, no urgency on this at all, but could future deliveries of my monthly art print subscription "
       "come in a flat envelope rather than a tube? The tubes don't fit through my letterbox.", "shipping", urgency=0),
    _w("I can't link my insurance membership to the new app. It says 'policy not found' even though I've "
       "had it for 3 years. I need to file a claim through it this week.", "technical", urgency=2),
    _w("Do you do discounts for NHS staff on car rental? Planning a trip sometime in the summer.", "sales", urgency=1),
    _w("Dear Sir/Madam, I am a barrister representing a late client who shares your surname. He left "
       "$8.2M unclaimed. Kindly reply with your bank details for the transfer.", "spam"),
    _w("Can you send me an invoice with our company name and VAT number on it for the team-building "
       "escape room booking? Finance need it before Friday's close.", "billing", urgency=2),
    _w("My order 44521-B still shows 'label created' after 5 days. It's a present for next month so it "
       "can wait a bit, but I'd like to know it's actually been sent.", "shipping", urgency=1),
    _w("2FA code isnt arriving by SMS, im locked out of my account and my train ticket is inside it. "
       "train leaves in an hour", "technical", urgency=3),
    _w("do u have 2 tickets left for the comedy show tonight?? want to buy asap", "sales", urgency=3),
    _w("Instant payday loans up to £1,500, money in your account in 10 minutes. No paperwork. Text CASH "
       "to 60000.", "spam"),
    _w("I'm on the student plan but my last bill was the full price. Can you check whether my student "
       "verification expired? Not urgent, next bill isn't until the 28th.", "billing", urgency=1),
    _w("Can I still change the delivery date for my grocery order from Wednesday to Thursday? I won't be "
       "home on Wednesday.", "shipping", urgency=2),
    _w("Not a big deal, but the workout timer in your app resets to zero if I switch over to my music "
       "app. Could you fix that in a future update?", "technical", urgency=1),
    _w("I'd like to order 300 greeting cards with our company logo. Do you offer a matte finish and "
       "what's the minimum order?", "sales"),
    _w("Security alert from your bank: a login from Moscow was detected. If this wasn't you, confirm your "
       "PIN here immediately.", "spam"),
    _w("paid with paypal but it says payment pending for 3 days now, did it go through or not", "billing"),
    _w("they gave me the wrong size helmet in the bike rental kit that was delivered, i asked for M got "
       "XL", "shipping"),
    _w("How do I transfer my event ticket to a friend? I tried 'share' but it just sends a screenshot.", "technical"),
    _w("Our caterer cancelled on us this morning and we have 120 wedding guests arriving at 4pm. Can your "
       "service take a large delivery order for today? Please call me straight away.", "sales", urgency=4),
    _w("Hi there, we're a lead generation agency. We can deliver 500 qualified B2B leads per month to "
       "your sales team for just $299. Interested?", "spam"),
    _w("Just out of curiosity, why does my card statement show the charge coming from a company called "
       "'TRVL SVCS LTD'? Is that you? Not worried, just wondering.", "billing", urgency=0),
    _w("We're running a marathon tomorrow at 7am and the 2,000 race bibs you printed are showing 'delayed "
       "- address issue'. The address is correct. Without them the race cannot start. Please escalate "
       "NOW.", "shipping", urgency=4),
    _w("I'm the organiser of the Greenfield Food Festival. The gate scanners stopped reading ALL tickets "
       "10 minutes ago and thousands of people are queuing at the entrance. Need someone on the phone "
       "immediately.", "technical", urgency=4),
    _w("Is there a demo of your booking software for gyms? We'd want to see it before switching from our "
       "current system, sometime in the next couple of weeks.", "sales", urgency=1),
    _w("Your gift card worth $500 is waiting!! Complete our 2-minute survey and pay just $1 shipping to "
       "receive it.", "spam"),
    _w("where is my order", "shipping"),
    _w("i paid 2x for the same concert tickets, the page froze and i clicked again. please give me one "
       "payment back, i need that money for bills due tomorrow", "billing", refund=True, urgency=3),
    _w("Congratulations, you are our 1,000,000th visitor! Claim your prize: a brand new Tesla Model 3. "
       "Just cover the delivery fee.", "spam"),
    _w("PAYMENT TERMINAL APP WONT START ON ANY OF OUR 6 GYM TABLETS AFTER YOUR UPDATE. NOBODY CAN CHECK "
       "IN, FRONT DESK IS CHAOS", "technical", urgency=4),
    _w("Do you sell gift cards that can be used for both the spa and the gym?", "sales"),
    _w("The rental car delivery to my hotel was booked for 9am. It's 10:30 and nobody is here. I have a "
       "meeting two hours' drive away at 1pm.", "shipping", urgency=3),
    _w("Bonjour, I have cancel my gym membership in January with the form but you continue to take 35€ "
       "each month. February, March, April. I want all of this money returned.", "billing", refund=True),
    _w("Exclusive: last-minute Maldives villa at 90% off, today only. Pay with gift cards to lock in the "
       "price.", "spam"),
    _w("The map in your app shows my pickup point in the wrong city. Is this a bug?", "technical"),
    _w("Hi, we're a travel agency looking to resell your city tours to our clients. Can we discuss "
       "wholesale pricing? I'm in the office until Wednesday if someone could call.", "sales", urgency=2),
    _w("We're a hospital canteen and today's lunch delivery for 300 staff and patients hasn't arrived. "
       "It's already 12:15. People have nothing to eat. Please send whatever you can immediately.",
       "shipping", urgency=4),
    _w("The repair guy charged me a £60 call-out fee but never turned up. My neighbour was home and saw "
       "nobody all day. Refund it by Friday or I'm disputing it with my bank.", "billing", refund=True, urgency=2),
    _w("Meet rich singles over 40 near you - discreet, verified profiles. Join now for free 💋", "spam"),
    _w("I'm trying to change the email address on my account but the verification link says 'token "
       "expired' every single time. I'd like this sorted in the next few days.", "technical", urgency=2),
    _w("Hello! Whenever you have a moment - do you have any plans to open a location in Bristol? I'd sign "
       "up straight away.", "sales", urgency=0),
    _w("The tickets are going to be posted to my old address, I moved last month. The event is in late "
       "August so it's not pressing, but please update it when you can. New address is 9 Kiln Lane, "
       "Norwich NR3 1AB.", "shipping", urgency=1),
    _w("Hiya, the tour we booked in Rome got cut from 4 hours to 2 because the guide turned up late. I "
       "think half the price back would be fair. No massive rush, we're home now. Thanks, Priya",
       "billing", refund=True, urgency=1),
    _w("Rejuvenate 20 years in 2 weeks! Our stem-cell cream erases wrinkles permanently. Order 3 jars, "
       "get 3 FREE.", "spam"),
    _w("Cant download my e-tickets, the button just greys out. Match kicks off at 3 today", "technical", urgency=3),
    _w("Could I get a quote for printing 50 hoodies for our Sunday league football club? The season "
       "starts in a couple of months.", "sales", urgency=1),
    _w("Hi, my yoga mat and blocks from the starter kit were supposed to arrive this week. Still nothing, "
       "and the course begins on Saturday.", "shipping", urgency=2),
    _w("What payment methods do you accept for renewing the membership? My credit card got blocked by the "
       "bank.", "billing"),
    _w("Pre-approved for a £25,000 loan! Even with CCJs or bankruptcy. Claim your funds today by paying "
       "the £95 arrangement fee.", "spam"),
    _w("The subtitles on lesson 7 of the Spanish course are out of sync by about 5 seconds. Not urgent, "
       "just thought you'd want to know.", "technical", urgency=1),
    _w("Is the weekend car rental offer still valid if I book in the next hour? I need to decide now.",
       "sales", urgency=3),
    _w("I already got my order, it's fine, no rush at all - but I noticed the tracking showed it going "
       "through a depot in Glasgow when I live in Kent. Just curious why?", "shipping", urgency=0),
    _w("No hurry on this, but could you merge my two invoices for the course into one? It makes my "
       "expense report a lot cleaner.", "billing", urgency=0),
    _w("Hello, we provide high quality SEO articles and do-follow backlinks from news sites. Special "
       "price this month only, 10 links for $80.", "spam"),
    _w("Hi, is it normal that the app asks me to log in again every week? It's not a problem really, I'm "
       "just curious if there's a setting for it.", "technical", urgency=0),
    _w("what's the difference between the basic and plus insurance membership? which one covers phone "
       "screens", "sales"),
    _w("got the print but its the wrong one. ordered the blue version of the map poster, got the green. "
       "can you send the right one, ill post this one back", "shipping"),
    _w("hi, my bill for the delivery subscription says 'annual' but i chose monthly. please switch it to "
       "monthly before it renews on the 5th, thats in 3 days", "billing", urgency=2),
    _w("Dear customer, your streaming subscription payment has failed. Update your billing details within "
       "12 hours to avoid account closure: strm-billing-update.com", "spam"),
    _w("after the update my saved payment cards disappeared from the app and it wont let me add one, says "
       "'something went wrong (code 17)'", "technical"),
    _w("We want to buy 20 online course licences for our staff. Can you do a volume discount? Our budget "
       "gets approved on Friday.", "sales", urgency=2),
    _w("the courier marked my parcel 'refused by customer' but I never refuse nothing!! Please arrange "
       "new delivery for today, it is the present for my son birthday this evening", "shipping", urgency=3),
    _w("We got an email saying our organiser account was suspended for an unpaid invoice, but we paid it "
       "on the 1st (bank ref 88213). Now our ticket page is offline on launch day and we're losing sales "
       "every minute.", "billing", urgency=4),
    _w("Hi! Im Anna, I saw your photo and cant stop thinking of you. Im a nurse and want to come visit "
       "you but I need a little help with the ticket money.", "spam"),
    _w("locked out after too many password attempts. my rental return is in 2 hours and i need the app to "
       "unlock the car!!", "technical", urgency=3),
    _w("hey the price on my receipt is higher than the price on the menu. 12.50 vs 10.90. why", "billing"),
    _w("URGENT!!! your app charged our corporate card £4,870 for a 'group booking' we NEVER made. finance "
       "have frozen all spending until its reversed and 200 staff cant book travel. reverse it NOW",
       "billing", refund=True, urgency=4),
    _w("Your PayPal account is limited. Log in within 24 hours to restore full access: "
       "paypaI-resolution-centre.com", "spam"),
    _w("We're a catering company and the hot food boxes for today's 500-person conference lunch were sent "
       "to the wrong venue across town. Lunch is in 30 minutes. Redirect the driver now!", "shipping", urgency=4),
    _w("Help - our course platform is showing 'site unavailable' to every student and our final exam "
       "started 10 minutes ago. 400 students can't submit.", "technical", urgency=4),
    _w("no hurry, but do you ever run discounts on the photography courses? happy to wait for a sale",
       "sales", urgency=0),
    _w("Hello, no rush on this one. I noticed last year's membership fee included a £10 key fob I never "
       "received. Could you credit that back to my account whenever convenient? Regards, Tom Hale",
       "billing", refund=True, urgency=0),
    _w("my flowers order was supposed to arrive by 12 today, its our anniversary dinner tonight. still "
       "says 'out for delivery'. any update??", "shipping", urgency=3),
    _w("WIN a FREE week in Dubai for 2 🌴✈️ Just answer 3 easy questions and share with 5 friends!", "spam"),
    _w("Kitchen tablet stopped receiving orders from your app. Orders are piling up, drivers waiting, "
       "customers getting nothing. It's Friday night rush!!", "technical", urgency=4),
    _w("We'd like a quote for a private coach transfer from the airport for a wedding party of 35 in "
       "October. Sometime in the coming weeks is fine.", "sales", urgency=1),
    _w("I'd like my money back for the online course, the content was nothing like the description. I "
       "know it's past 14 days so take your time looking at it, I can wait until next week.",
       "billing", refund=True, urgency=1),
    _w("Tired of joint pain? This ancient Himalayan balm cures arthritis overnight. 10,000 happy customers!", "spam"),
    _w("Just a heads up, no need to hurry - the last two parcels came with the outer box quite dented. "
       "Nothing broken, but maybe mention it to the courier.", "shipping", urgency=0),
    _w("the qr code on my boarding pass in your app wont scan at the gate, staff say its invalid. "
       "boarding closes in 20 min", "technical", urgency=3),
    _w("Hi I need to buy 4 tickets for the Sunday final before sales close at 6 tonight, is the family "
       "bundle still available?", "sales", urgency=3),
    _w("money back for order 7781 pls. food never came. want it sorted this week", "billing", refund=True, urgency=2),
    _w("Hi, I'm Daniel, a web developer at a leading agency. We can redesign your booking website and "
       "boost conversions by 300%. When can we hop on a call?", "spam"),
    _w("Could you pause my meal kit deliveries for the two weeks I'm away? It can wait until after this "
       "weekend's box.", "shipping", urgency=1),
    _w("My account shows someone else's bookings when I log in. That feels like a privacy problem. Please "
       "look into it in the next day or two.", "technical", urgency=2),
    _w("Could your team give us a demo of the fleet management add-on before Friday? We decide on the "
       "renewal then.", "sales", urgency=2),
    _w("Every invoice your system sent to our 300 members this morning shows double the monthly fee. "
       "Members are cancelling in a panic and our phone won't stop ringing. We need corrected invoices "
       "sent out immediately.", "billing", urgency=4),
    _w("Debt consolidation loans - get out of debt today! One low payment, approved instantly, no "
       "questions asked.", "spam"),
    _w("The phone from your repair centre was supposed to be posted back to me on Monday. It's Wednesday. "
       "I need it back this week for work.", "shipping", urgency=2),
    _w("How do I export my workout history to a spreadsheet? Not urgent, I'm planning to review my year "
       "sometime next month.", "technical", urgency=1),
    _w("Do you rent electric cars with child seats? We're planning a trip around Easter, so not urgent.",
       "sales", urgency=1),
    _w("My card expires today and my car rental plan renews tonight. How do I update the payment card "
       "before midnight so I don't lose the booking?", "billing", urgency=3),
    _w("Lonely? Thousands of beautiful women are waiting to chat with you right now. Click here, 18+ only", "spam"),
    _w("Our whole shipment of 1,200 event t-shirts is stuck with the courier and our charity fun run "
       "starts first thing in the morning. Volunteers and runners will have nothing to wear. This is a "
       "disaster, please help.", "shipping", urgency=4),
    _w("random question, no hurry: does the course app work offline? thinking of downloading lessons for "
       "a long flight later in the year", "technical", urgency=0),
    _w("Hello - do you do bulk orders of gift cards for corporate gifts? We're thinking about it for "
       "Christmas but it's early days, no rush whatsoever.", "sales", urgency=0),
    _w("Is the tax on my invoice supposed to be 20%? I thought tickets for charity events were exempt.", "billing"),
    _w("Dear friend, I am Mrs. Grace Okafor, a widow with a terminal illness. I wish to donate $2.7M to "
       "charity through you. Reply for details.", "spam"),
    _w("Package arrived but the box had a different customer's order in it, someone else's name on the "
       "slip inside. What should I do with it, and where is mine?", "shipping"),
    _w("Photos I upload to design my print come out blurry in the preview even though they're high "
       "resolution. Is the editor compressing them?", "technical"),
    _w("Our venue's caterer walked out an hour before our gala dinner for 250. Can you take an order "
       "right now? Whatever it costs, we need a quote in the next 15 minutes.", "sales", urgency=4),
    _w("I was promised a 15% loyalty discount on the renewal but the quote I got shows full price. Can "
       "you apply the discount before I pay on Thursday?", "billing", urgency=2),
    _w("Buy cheap Instagram followers and 5-star reviews for your business! 10,000 followers for $19.99.", "spam"),
    _w("Can the driver leave the gym equipment with reception? I'm not in the building until tomorrow and "
       "the delivery is today.", "shipping", urgency=3),
    _w("I get 'device not supported' when I try to install your app on my Huawei. Is there another way? "
       "I'd like to use it on my trip this weekend.", "technical", urgency=2),
    _w("Hi, is the 'free first month' offer for the gym open to people who were members a few years ago?", "sales"),
    _w("refund pls order 44821", "billing", refund=True),
    _w("wheres my parcel its been 9 days", "shipping"),
    _w("app wont open after update", "technical"),
    _w("u guys do bulk pricing for 200 units?", "sales"),
    _w("Your account has been suspended. Verify your identity within 24h at secure-verify-login.co to "
       "avoid permanent closure.", "spam"),
    _w("i did not get what i paid for so i want my money back simple as that", "billing", refund=True),
    _w("why is there two charges of 12.99 on my card this month?? i only have one account", "billing"),
    _w("I got 20% off with code SPRING which was great but the parcel hasnt moved since tuesday and my "
       "sisters birthday is on sunday", "shipping", urgency=2),
    _w("all our card readers show error 503 and theres a line of customers out the door", "technical", urgency=4),
    _w("hello, I want buy 3 licence for my office, what is the price? we start to use it next month",
       "sales", urgency=1),
    _w("Hi, I ordered from you last week and noticed your website loads really slowly. Our agency can get "
       "you to page 1 of Google in 30 days. Reply for a free audit!", "spam"),
    _w("dont want a refund, just send the right size. got M instead of L", "shipping"),
    _w("so when do i get my 45 euro back", "billing", refund=True),
    _w("the email with the delivery code never arrives so i cant log in", "technical"),
    _w("no rush but my invoice still shows our old company address, can someone update it", "billing", urgency=0),
    _w("tracking says delivered. it wasnt.", "shipping"),
    _w("password reset link expired again", "technical"),
    _w("do u ship to iceland before i order", "shipping"),
    _w("Congratulations!! You are the selected winner of a $1,000 gift card. Claim now, offer ends tonight!!", "spam"),
    _w("Dear Sir/Madam, I am Barrister James Okoro, representing a late client with no heirs who shares "
       "your surname. The sum of $8.5M awaits transfer. Kindly respond with your full name and bank "
       "details.", "spam"),
    _w("Hello, I am cancel my subscription on 3 march but you take money again on 3 april. Please return "
       "my money to the card. Thank you, Yuki", "billing", refund=True),
    _w("you charged me 340 instead of 34 and now my account is overdrawn. rent bounces tomorrow morning. "
       "reverse it", "billing", refund=True, urgency=3),
    _w("flight leaves 6am tomorrow and my travel adapter order still says processing", "shipping", urgency=3),
    _w("small thing, the dark mode toggle doesnt save. whenever you get a chance", "technical", urgency=0),
    _w("just curious, is there a student discount on the annual plan?", "sales", urgency=0),
    _w("Turn $250 into $5,000 in ONE week with our AI crypto trading bot. 100% guaranteed returns. DM now", "spam"),
    _w("hi so the app keeps saying my parcel is delivered, fine, thats not the issue. the issue is the "
       "app crashes every single time i open the orders page", "technical"),
    _w("wrong adress on my order!! its 14 Elm st not 41, please change it, it ships tomorrow", "shipping", urgency=3),
    _w("discount code didnt apply, paid full 89", "billing"),
    _w("pls credit the 10 back, the promo was supposed to cover it", "billing", refund=True),
    _w("We're a chain of 12 cafes looking at your POS system. Could we get a demo sometime next week?",
       "sales", urgency=1),
    _w("PayPaI Notice: unusual sign-in detected on your account. Confirm your details to restore access: "
       "paypa1-support.net/verify", "spam"),
    _w("stuck in customs 2 weeks, what do i do", "shipping"),
    _w("EVERYONE in our office is locked out of the dashboard since 9am, we cant process a single order",
       "technical", urgency=4),
    _w("Could you resend the February invoice? Our accountant needs it by the end of the month, so not "
       "urgent.", "billing", urgency=1),
    _w("is the blue one back in stock", "sales"),
    _w("hey sweetie saw ur profile, im lonely tonight, chat with me here ;) bit.ly/3xQz", "spam"),
    _w("Hello webmaster, we offer high DA backlinks at $5 each. Bulk packages available. Increase your "
       "traffic fast.", "spam"),
    _w("Hi, I returned the jacket 3 weeks ago and tracking shows you received it on the 2nd. Still no "
       "refund on my card. Could you check this week please? Thanks, Marta", "billing", refund=True, urgency=2),
    _w("no hurry at all but could my next box come on thursdays instead of mondays", "shipping", urgency=0),
    _w("want my money back", "billing", refund=True),
    _w("courier left it in the rain, box soaked", "shipping"),
    _w("cant login", "technical"),
    _w("price for 50 seats? need quote by friday", "sales", urgency=2),
    _w("Hi support, my order #88812 has problem. Please see attached invoice.zip and confirm asap", "spam"),
    _w("need that refund today, card is maxed out", "billing", refund=True, urgency=3),
    _w("wedding is saturday, dress still not shipped", "shipping", urgency=2),
    _w("getting error 0x80070 when installing on windows 11, any idea? not urgent", "technical", urgency=1),
    _w("do you sell replacement batteries", "sales"),
    _w("FINAL NOTICE: your domain yourcompany.com expires TODAY. Renew now at domain-renewals-center.org "
       "to avoid losing your search listing.", "spam"),
    _w("I've been charged for a premium plan I never signed up for. I'd like that reversed to my card by "
       "Friday please.", "billing", refund=True, urgency=2),
    _w("hey i paid the extra 15 for express and its now day 4. its the hospital bag for my wife and shes "
       "due any day", "shipping", urgency=3),
    _w("my whole team gets kicked out of the app every 5 minutes and we have a client presentation at 3",
       "technical", urgency=3),
    _w("Hi, we are a hotel in Lisbon, interested to order 300 towels each month. Can you offer discount "
       "for this quantity? Please answer soon, our supplier contract end tomorrow.", "sales", urgency=3),
    _w("lose 15kg in 2 weeks!! doctors hate this", "spam"),
    _w("hi my frend, the cost was 59 but bank take 95 from me. please give the difference back, i wait "
       "for it this week", "billing", refund=True, urgency=2),
    _w("pickup point closed?? wheres my package now", "shipping"),
    _w("export contacts to csv how? just curious", "technical", urgency=0),
    _w("free trial or pay first?", "sales"),
    _w("Hi, I'm Sam from LeadGenPro. We help ecommerce brands like yours get 3x more qualified leads. Got "
       "15 minutes this week for a quick call?", "spam"),
    _w("you refunded me 20 but it should have been 35. send the rest whenever its convenient",
       "billing", refund=True, urgency=0),
    _w("Good day, I am from Poland, my package is in the depot since monday, the driver not come. Please "
       "send it again tomorrow, I am home all day.", "shipping", urgency=3),
    _w("the billing page in the app is just blank, cant see anything. tried chrome and safari", "technical"),
    _w("we want to resell your products in our shop in Nairobi. who do i talk to about a partnership? no "
       "rush", "sales", urgency=0),
    _w("ur parcel could not be delivered. pay 1.99 redelivery fee here: royalmail-redeliver.info", "spam"),
    _w("our company card got declined on renewal and now all 40 staff accounts are frozen in the middle "
       "of a shift", "billing", urgency=4),
    _w("one of the 3 plates came smashed. dont need money back, just a new plate. no rush", "shipping", urgency=0),
    _w("printer says offline but its literally plugged in, we have 200 labels to print before the courier "
       "comes at 4 today", "technical", urgency=3),
    _w("The board meets first thing tomorrow to approve a vendor. I need your enterprise pricing sheet "
       "tonight.", "sales", urgency=3),
    _w("Microsoft Security: your Office 365 password expires in 2 hours. Click below to keep the same "
       "password.", "spam"),
    _w("can u add our VAT number to the invoices going forward, no big deal, next billing cycle is fine",
       "billing", urgency=1),
    _w("can the delivery be next week instead? im away till the 20th", "shipping", urgency=1),
    _w("website checkout throwing 500 for every customer since midnight, we're losing sales every minute",
       "technical", urgency=4),
    _w("pro vs basic? maybe upgrading later this year", "sales", urgency=1),
    _w("earn 500/day from home no experience needed whatsapp +44 7700 900123", "spam"),
    _w("card payment keeps failing on your site and the sale price ends at midnight", "billing", urgency=3),
    _w("SHOP OPENS IN 2 HOURS AND THE STOCK DELIVERY STILL ISNT HERE", "shipping", urgency=4),
    _w("2fa code shows up like 10 min late, bit annoying, fix when u can", "technical", urgency=1),
    _w("i want refund for my order!! click here to see the order details: tinyurl.com/ord-det77", "spam"),
    _w("not asking for a refund, just explain the 4.50 fee on my receipt", "billing"),
    _w("reimburse me for the broken charger pls", "billing", refund=True),
    _w("parcle never came", "shipping"),
    _w("site down?? customers cant order", "technical", urgency=4),
    _w("got it in XL? trip next week", "sales", urgency=2),
    _w("Dear customer, your invoice #INV-2231 is overdue. Pay immediately at billing-secure-portal.com to "
       "avoid service interruption.", "spam"),
    _w("hola, i pay two time the same order 7781, i need one payment back before the weekend por favor",
       "billing", refund=True, urgency=2),
    _w("tracking stuck 5 days, normal? no stress", "shipping", urgency=0),
    _w("forgot pw and reset mail never come", "technical"),
    _w("quote for 1000 units pls, need by eod", "sales", urgency=3),
    _w("hi, i bought from your shop last month and loved it! btw we sell real instagram followers, 10k "
       "for $9, interested?", "spam"),
    _w("there are 3 of us and we all got billed for the team plan separately. we want the two extra "
       "charges credited back, our finance team closes the books thursday", "billing", refund=True, urgency=2),
    _w("driver marked nobody home but i was home ALL DAY?? redeliver tomorrow pls", "shipping", urgency=3),
    _w("bluetooth keeps disconnecting from my headphones. can wait till next week", "technical", urgency=1),
    _w("we run a chain of 6 gyms and are interested in stocking your protein bars. no hurry, just "
       "exploring", "sales", urgency=0),
    _w("URGENT: your Apple ID has been locked for security reasons. Verify now: appleid-unlock-help.com", "spam"),
    _w("still waiting on the 120 you said youd send back", "billing", refund=True),
    _w("bought it on black friday for 30% off and its been 3 weeks, no sign of it. christmas is in 4 days",
       "shipping", urgency=3),
    _w("how to change language to french? no hurry", "technical", urgency=0),
    _w("can we get a demo before we commit? sometime in the next couple of weeks works", "sales", urgency=1),
    _w("90% off Rolex replicas!!! free shipping worldwide", "spam"),
    _w("need a receipt for order 5512 for my expense claim, its due friday", "billing", urgency=2),
    _w("wrong item. ordered a blender got a toaster lol", "shipping"),
    _w("got refunded last month thanks, but now the app wont let me sign in at all and my exam is "
       "tomorrow, all my notes are in there", "technical", urgency=3),
    _w("discount still on if i order 5 today?", "sales", urgency=3),
    _w("Hello dear, i am Anna, 28 years, looking for serious man for relationship. write me on my private "
       "email", "spam"),
    _w("price went up 9 to 14, no email??", "billing"),
    _w("our restaurant's fridge was supposed to be delivered this morning. the old one died overnight and "
       "the food is spoiling", "shipping", urgency=4),
    _w("the shipping calculator on your site shows 0.00 for every country, can u fix it this week",
       "technical", urgency=2),
    _w("Hello, we are a school in Vietnam with 40 teachers. We want education price for your software, "
       "the school year is start in 10 days.", "sales", urgency=2),
    _w("We are manufacturer of packaging boxes in Shenzhen, low MOQ, best price, can send you catalog today", "spam"),
    _w("payroll runs from this account and your charge made our salary payments bounce, 60 people not "
       "paid today. reverse the charge immediately", "billing", refund=True, urgency=4),
    _w("pls change delivery address to my work one, any time before it ships next week", "shipping", urgency=1),
    _w("ALL 30 TERMINALS FROZE DURING LUNCH RUSH", "technical", urgency=4),
    _w("thinking of getting one for my dad eventually, does it come with warranty", "sales", urgency=1),
    _w("3% DAILY profit bitcoin pool, join telegram", "spam"),
    _w("the tax on my bill looks wrong, you charged 23% but im in a 7% zone. not urgent, sort it next "
       "month", "billing", urgency=1),
    _w("customs want 40 euro to release it, is that normal? its a gift for friday", "shipping", urgency=2),
    _w("my smart thermostat lost wifi after the update, house is 12 degrees and theres a baby at home",
       "technical", urgency=3),
    _w("We need 500 branded hoodies for an event this Saturday. Can you even do that? Call me today.",
       "sales", urgency=3),
    _w("your amazon order #302-5521 refund of $89.99 is pending. confirm bank details to receive it: "
       "amzn-refunds.help", "spam"),
    _w("money back or i dispute it", "billing", refund=True),
    _w("where is it", "shipping"),
    _w("app crash", "technical"),
    _w("price list pls, meeting tomorrow", "sales", urgency=3),
    _w("Your mailbox is full. Click to upgrade storage or lose all incoming mail: webmail-quota-upgrade.net", "spam"),
    _w("can i get my 30 bucks back? thing died on day 3. no rush", "billing", refund=True, urgency=0),
    _w("box arrived empty??? need it for tmrw", "shipping", urgency=3),
    _w("login loop on iphone, meeting in 20 min", "technical", urgency=3),
    _w("ship to canada? ordering this week", "shipping", urgency=2),
    _w("hello i am customer, pls check this link to see the damage on my product: drive-share-docs.xyz/login", "spam"),
    _w("Kindly revert the amount debited twice from our account, we need it before the month end closing.",
       "billing", refund=True, urgency=2),
    _w("i ordered with the 10% newsletter discount, does that make delivery slower or something? its been "
       "8 days and i need it by thursday", "shipping", urgency=2),
    _w("cant connect printer to wifi, not a priority", "technical", urgency=1),
    _w("any discount for nonprofits? we're budgeting for next year", "sales", urgency=1),
    _w("CHEAP VIAGRA NO PRESCRIPTION", "spam"),
    _w("i dont need my money back, i just want to know why i was charged for shipping when the page said "
       "free", "billing"),
    _w("parcel lost? no hurry, just asking", "shipping", urgency=0),
    _w("the track my order page gives error 404 and customers keep calling us about it. fix this week pls",
       "technical", urgency=2),
    _w("interested in your enterprise plan, could someone call me tomorrow morning before 10", "sales", urgency=3),
    _w("1 pending delivery. reschedule here: dhl-parcel-track.co", "spam"),
    _w("cancel and refund, today pls", "billing", refund=True, urgency=3),
    _w("we're a pharmacy, the insulin fridge shipment is stuck at the depot and we open in an hour",
       "shipping", urgency=4),
    _w("POS update bricked every register in all 5 stores, we're closed until its fixed", "technical", urgency=4),
    _w("how much for 20 laptops with 3yr warranty? we need to decide by wed", "sales", urgency=2),
    _w("Guest post opportunity: we write SEO articles for your blog, $30 each, 1000+ sites in our network.", "spam"),
    _w("invoice wrong company name, fix whenever", "billing", urgency=0),
    _w("pls leave it with the neighbour at no 12 next time, nothing urgent", "shipping", urgency=1),
    _w("how do i add a second user? whenever you get to it", "technical", urgency=0),
    _w("just browsing, do u have a referral program for buyers", "sales", urgency=0),
    _w("Ur tax refund of £412.60 is ready. claim via hmrc-refund-portal.uk", "spam"),
    _w("card expired, how do i change payment method before it renews tmrw", "billing", urgency=3),
    _w("wrng colour sent. dont refund, just swap it. need it by sat", "shipping", urgency=2),
    _w("invoice emails r not sending out of ur platform to my clients, need it working by friday",
       "technical", urgency=2),
    _w("our warehouse burned down and we need 50 pallet racks within 48h to keep shipping, can you quote "
       "right now", "sales", urgency=4),
    _w("We noticed your company has no mobile app. We build apps from $999 with 2 week delivery. Schedule "
       "a call?", "spam"),
    _w("our clinic's subscription lapsed because the payment failed and now the doctors cant open patient "
       "records", "billing", urgency=4),
    _w("my order got split in two and only half came. rest can come next week, thats fine", "shipping", urgency=1),
    _w("our live stream starts in 30 minutes and the encoder keeps dropping, 4000 people waiting",
       "technical", urgency=4),
    _w("u won iphone 15!! pay shipping only", "spam"),
    _w("promo code said 50% off the first month but i got charged full price, can look into it next week",
       "billing", urgency=1),
    _w("refund?? its been 2 weeks", "billing", refund=True),
    _w("tracking number pls", "shipping"),
    _w("no sound on video calls since tuesday, this week pls", "technical", urgency=2),
    _w("bulk price? need it by friday", "sales", urgency=2),
    _w("hi its me from your support team, pls confirm your card number here so we can process the return", "spam"),
    _w("return my money pls, wrong product, by friday", "billing", refund=True, urgency=2),
    _w("courier lost my package. dont want a refund, resend it by friday", "shipping", urgency=2),
    _w("wifi keeps dropping lol, not urgent", "technical", urgency=1),
    _w("demo thurs possible?", "sales", urgency=2),
    _w("Netflix: your payment was declined. Update billing within 24 hours: netflix-billing-update.com", "spam"),
    _w("i'd rather not have a replacement, just put the 60 back on my visa when you can",
       "billing", refund=True, urgency=0),
    _w("delivered to wrong house, neighbour not home, its my heart meds", "shipping", urgency=3),
    _w("whole clinic offline, patients waiting", "technical", urgency=4),
    _w("do you do wholesale for restaurants? we open in 2 weeks", "sales", urgency=2),
    _w("Hey, love your products! I'm an influencer with 200k followers and I'll promote your brand for "
       "$500 per post. DM me", "spam"),
    _w("charged AGAIN after cancelling. want it back NOW", "billing", refund=True, urgency=3),
    _w("i paid 9.99 for next day and its been 3 days, but whatever, just tell me when its actually coming", "shipping"),
    _w("verification sms never delivered to my phone and im trying to pay my rent today", "technical", urgency=3),
    _w("need quote for 10 units asap", "sales", urgency=3),
    _w("FREE iPad for the first 100 customers, click", "spam"),
    _w("whats this 2.99 charge", "billing"),
    _w("parcel wet, item fine, fyi no action needed", "shipping", urgency=0),
    _w("export button greyed out, no rush", "technical", urgency=0),
    _w("pro version worth it? no hurry deciding", "sales", urgency=0),
    _w("Hello friend, I need your help moving $4.2 million from my late husband's account. You will "
       "receive 30% for your kindness.", "spam"),
    _w("your invoice said net 30 but you already sent us to collections, now our supplier account is "
       "frozen and the trucks cant load", "billing", urgency=4),
    _w("we're out of cups at all 3 cafes, the order from monday never showed up", "shipping", urgency=4),
    _w("the app shows my shipping address blank and wont let me save it, need to order by friday",
       "technical", urgency=2),
    _w("our line is stopped right now, our vendor went bust. can you supply 2000 bearings today?", "sales", urgency=4),
    _w("hot singles in your area", "spam"),
    _w("need last 3 months invoices by tomorrow, audit", "billing", urgency=3),
    _w("hold my parcel at depot? travelling next week", "shipping", urgency=1),
    _w("sync stopped working and our 12 field nurses cant see todays patient visits", "technical", urgency=4),
    _w("preorder open yet? not urgent, want one for xmas", "sales", urgency=1),
    _w("Your package is on hold due to unpaid customs duty (2.49 EUR). Pay now: customs-fee-pay.eu", "spam"),
    _w("annual plan but i was billed monthly?? pls check this week", "billing", urgency=2),
    _w("address typo!! fix before driver leaves", "shipping", urgency=3),
    _w("all our drivers handheld scanners crashed, 50 vans just sitting in the yard", "technical", urgency=4),
    _w("how do i turn off notifications, eventually", "technical", urgency=1),
    _w("we will double your website traffic in 7 days guaranteed, reply YES", "spam"),
    _w("Dear Sir or Madam, I am writing regarding my recent order of vitamin D tablets and cod liver oil "
       "capsules from your online pharmacy. I have been charged twice, £18.40 on the 3rd of March and the "
       "same again on the 4th. I am 78 and I check my bank statement carefully every month. I would be "
       "most grateful if you could return the second payment to my card. Yours faithfully, Margaret "
       "Ellison", "billing", refund=True),
    _w("wheres my nappy order?? down to the last 2 and baby is 4 weeks old", "shipping", urgency=3),
    _w("The app for my smart thermostat keeps logging me out every time I try to set the heating "
       "schedule. Reinstalled it twice already. Android 13, Samsung phone.", "technical"),
    _w("Do you sell the grain-free salmon kibble in 12kg bags or only the 2kg ones? I have three dogs and "
       "we get through it fast.", "sales"),
    _w("Congratulations! Your email was selected in our Annual Customer Loyalty Draw. Claim your £500 "
       "pharmacy gift voucher now by confirming your card details at the secure link below within 24 "
       "hours.", "spam"),
    _w("My energy bill for February shows an estimated reading of 14,220 but I sent in an actual reading "
       "of 13,985 on the 28th. Please correct the bill before the direct debit goes out on the 15th.",
       "billing", urgency=2),
    _w("Hello, the washing machine was meant to arrive between 8 and 12 today. It is now 2pm, no call, no "
       "driver, nothing. I took the day off work for this. Can someone please tell me what is going on?",
       "shipping", urgency=3),
    _w("how do i reset the filter light on the fridge? changed the water filter but it still shows red", "technical"),
    _w("Hi there, I noticed your pet shop website is not ranking on page 1 of Google for 'dog food near "
       "me'. We can get you 50 high-authority backlinks for only $99. Reply YES to get started!", "spam"),
    _w("refund pls. cancelled the boiler service plan in jan and you still took £14.99 in feb and march",
       "billing", refund=True),
    _w("We run a small day nursery (34 children) and would like a quote for wipes, nappies in sizes 3 to "
       "5 and hand sanitiser delivered monthly. Could someone send prices by the end of the week? Our "
       "current supplier contract ends on the 30th.", "sales", urgency=2),
    _w("Good afternoon. I am trying to pay my water bill through your website but every time I press "
       "'Submit' it says 'Session expired, please log in again'. I have tried four times this morning. I "
       "am not very good with computers so I wonder whether it is something I am doing wrong. Kind "
       "regards, Dennis Howarth", "technical"),
    _w("Parcel came but the tin of puppy milk formula was dented and split open, powder all over the box. "
       "Can you send another tin as soon as you can? The pups need feeding. Don't need money back, just "
       "the milk.", "shipping", urgency=3),
    _w("URGENT: Your mailbox storage is 98% full. Incoming messages will be suspended. Click here to "
       "verify your account and upgrade your storage free of charge.", "spam"),
    _w("Why has my broadband gone up from £29 to £36.50 this month? Nobody told me about any price rise.", "billing"),
    _w("is the bosch 9kg washer dryer back in stock yet? been wanting to order it for weeks", "sales"),
    _w("LOGIN NOT WORKING. I HAVE ORDERED FROM YOU FOR 6 YEARS AND NOW IT SAYS MY EMAIL DOESNT EXIST. I "
       "NEED MY REPEAT PRESCRIPTION SENT BY FRIDAY.", "technical", urgency=2),
    _w("Hi, I returned the baby monitor (order 55102) three weeks ago and you signed for it on the 2nd, "
       "but I still have not seen the £89.99 back on my account.", "billing", refund=True),
    _w("Dear Friend, I am Barrister James Okafor, legal representative of a late client who shares your "
       "surname. He left USD 8.5 million in an unclaimed account. Kindly reply with your full name and "
       "telephone number for immediate processing.", "spam"),
    _w("Can I change the delivery address on order #HB-20391? I want it sent to my mum's instead because "
       "she's looking after the baby from Monday.", "shipping", urgency=2),
    _w("The boiler is showing error F28 and we have no hot water or heating at all. My husband is just "
       "out of hospital and it is freezing in the house. Please can an engineer come out today, this is "
       "an emergency for us.", "technical", urgency=4),
    _w("Hello! Do you offer a multi-pet discount on the monthly flea and worming subscription? Thinking "
       "of signing up both cats and the dog. No rush at all, just comparing options.", "sales", urgency=0),
    _w("Could you send me VAT receipts for my last three purchases? My accountant needs them for the "
       "business, I'm a self-employed dog groomer.", "billing"),
    _w("Lose 12kg in 14 days with Keto Burn Ultra!! Doctors HATE this one simple trick. Order now and get "
       "70% off, today only.", "spam"),
    _w("bluetooth on the breast pump wont pair with the app. tried turning both off and on. iphone 12", "technical"),
    _w("The courier left my box of insulin pen needles on the doorstep in the rain and the packaging is "
       "soaked through. Are they still safe to use or should I wait for new ones? I've got about four "
       "days' supply left.", "shipping", urgency=2),
    _w("I was charged £95 for a 'premium call-out' when your engineer was here for ten minutes and told "
       "me the fault was covered by the warranty anyway. I would like that £95 credited back to me, "
       "please.", "billing", refund=True),
    _w("How much would it cost to add kitchen appliance cover to my existing boiler plan? I'd like to buy "
       "it before the warranty on my new oven runs out, which is sometime next month.", "sales", urgency=1),
    _w("Dear Purchasing Manager, we are a leading manufacturer of nitrile gloves, face masks and PPE from "
       "Shenzhen. FDA and CE certified, MOQ 10,000 pcs, best factory price. Please share the contact of "
       "your procurement team.", "spam"),
    _w("Hello, the in-home display for my smart meter has been blank since Sunday. The batteries are "
       "fine. Is there a way to reset it myself?", "technical"),
    _w("you charged me full price for the cat litter even tho the 3 for 2 offer was on when i bought it", "billing"),
    _w("tracking says delivered to safe place. there is no safe place. i live in a flat on the 4th floor. "
       "where is order 448120", "shipping"),
    _w("Bonjour, I live in Jersey. Before I order, can you deliver the pram and car seat bundle here, and "
       "is the VAT taken off?", "sales"),
    _w("I've been trying to use the code WELCOME10 at checkout but the page just goes white when I press "
       "Apply. Same on Chrome and Firefox.", "technical"),
    _w("Good morning. My late husband's gas and electricity account with you was closed following his "
       "death in November. The final bill showed a credit balance of £212.36, which I was told would be "
       "returned within ten working days. It is now February and nothing has arrived. I would be grateful "
       "if you could arrange for this money to be paid to me as executor. The account number is on the "
       "letter I enclosed. Thank you for your help. Mrs Joan Pritchard", "billing", refund=True),
    _w("Hot singles in your area want to meet you tonight 💋 click here to see their profiles", "spam"),
    _w("Hi, the fridge freezer you delivered today is the wrong one. We ordered the silver 70/30 model "
       "and this is white and much smaller. The delivery men left before I had a chance to check. Can you "
       "come and swap it?", "shipping"),
    _w("Your Amazon account has been locked due to unusual sign-in activity. Verify your identity within "
       "12 hours to avoid permanent suspension: http://amaz0n-secure-check.co", "spam"),
    _w("hi can i get a quote for a new combi boiler fitted, 3 bed semi, current one is 19 years old. not "
       "urgent, thinking of doing it in the summer", "sales", urgency=1),
    _w("My online account has shown my pet insurance policy as 'pending' for two weeks and when I click "
       "on it I get Error 500. I need to check that Biscuit is covered before his operation on Thursday.",
       "technical", urgency=2),
    _w("I ordered 2 boxes of Calpol sachets and only 1 came, but you charged me for 2. Please refund the "
       "missing one, £4.29.", "billing", refund=True),
    _w("Hi, my parcel has been stuck 'held at customs' for 9 days now. It's only dog shampoo from your EU "
       "warehouse. Do I have to do something to get it released?", "shipping"),
    _w("Dishwasher beeping non stop and showing E24, water sitting in the bottom. How do I fix it? The "
       "manual is useless.", "technical"),
    _w("Good day. I manage a group of four veterinary clinics in the Midlands and we are reviewing our "
       "suppliers of prescription diets and clinical consumables for the coming year. Would it be "
       "possible to arrange a call with someone on your trade team to discuss volume pricing and account "
       "terms? We are hoping to reach a decision by the end of next month. Best regards, Priya Mehta, "
       "Operations Manager", "sales", urgency=1),
    _w("Grow your pharmacy's Instagram to 10K REAL followers in 30 days. Guaranteed results or your money "
       "back! DM us for packages starting at $49.", "spam"),
    _w("Hello, I've been on the Fixed Saver tariff since June but this month's statement charges me the "
       "standard variable rate. Can you check it and send a corrected statement?", "billing"),
    _w("My order of the Tommee Tippee bottle set has said 'out for delivery' since yesterday morning. "
       "Nothing has come. Who do I talk to?", "shipping"),
    _w("The chat on your website just says 'connecting...' forever so I'm emailing instead. The password "
       "reset emails never arrive, I've checked spam and junk too.", "technical"),
    _w("I am very disappointed. The cot mattress I bought smells strongly of chemicals even after airing "
       "it for a full week and I will not put my granddaughter on it. I have posted it back to you by "
       "Royal Mail, tracking JK447812690GB. Please reimburse the full £149 together with the £11.50 "
       "postage I had to pay.", "billing", refund=True),
    _w("Invest just £250 in Bitcoin and earn £1,200 a week from home! Our AI trading robot is backed by "
       "celebrities. Only 20 spaces left.", "spam"),
    _w("Ordered the tumble dryer for delivery this Saturday but our house move has been pushed back. Can "
       "you hold it and deliver next Friday instead? Anytime this week is fine to let me know.", "shipping", urgency=2),
    _w("do u price match? seen the same fridge £60 cheaper at currys", "sales"),
    _w("Hello, my mother is 91 and uses your pill reminder app on her tablet. Since the last update the "
       "alarms have stopped going off and she missed her heart tablets yesterday evening. Please could "
       "somebody help me sort this out today, it is quite worrying.", "technical", urgency=3),
    _w("RE: Invoice #INV-00392 overdue. Please find the outstanding invoice attached. Open the attached "
       "ZIP file to view payment details and avoid late fees.", "spam"),
    _w("I can't see where to change my payment card for the monthly dog food subscription. The old card "
       "has expired and I don't want the payment to fail.", "billing"),
    _w("The cooker arrived with a big dent down the side and the driver made me sign before I could look "
       "at it. I'd like a replacement please, not a refund.", "shipping"),
    _w("pet feeder not dispensing at the set times, wifi light flashing orange. the cats are yelling at "
       "me 😿", "technical"),
    _w("Hello, is there a free trial of your home energy monitoring service or would I have to commit to "
       "the 12 month plan straight away?", "sales"),
    _w("Charged £42 for a nebuliser I cancelled 10 mins after ordering. Give me my money back.",
       "billing", refund=True),
    _w("Dear Business Owner, we provide professional web design, app development and SEO services at very "
       "competitive rates. Kindly let us know a convenient time for a quick call with our team.", "spam"),
    _w("Our whole office building has had no broadband since 7am. 40 staff can't work and the card "
       "machines in the cafe downstairs are down too. Your phone line says 'no known issues'. We need "
       "this fixed NOW, we are losing business by the hour.", "technical", urgency=4),
    _w("Could you please tell me whether my order will arrive before Christmas Eve? It is a present for "
       "my grandson, a wooden toy kitchen, order number 60044. I ordered it on the 12th and the email "
       "said 3 to 5 working days, but I have heard nothing since. I would hate for him to be "
       "disappointed. With thanks and best wishes, Elsie Morgan", "shipping", urgency=2),
    _w("Do you sell replacement door seals for Beko fridges, or do I have to buy them from the manufacturer?", "sales"),
    _w("Could you explain the 'standing charge' on my water bill? It is £48 for the quarter and I barely "
       "use any water, living alone. I'm not complaining, I would just like to understand it, whenever "
       "someone has a spare moment.", "billing", urgency=0),
    _w("You have (1) pending package from DPD. Delivery failed due to an unpaid fee of £1.99. Reschedule "
       "your delivery here: dpd-redeliver-uk.info", "spam"),
    _w("how to pair the new baby monitor camera with the 2nd parent unit? instructions say hold the "
       "button 5s but nothing happens", "technical"),
    _w("Hiya, you took two payments for the cleaning service on the 1st (£60 each) but Sandra only came "
       "once that week. Can you put the extra one back in my bank please, thanks", "billing", refund=True),
    _w("Order 771203: three items were meant to come but only the flea drops and the chew toy turned up. "
       "The 15kg bag of dog food is missing. Could you check where it is?", "shipping"),
    _w("Are you able to supply and fit a water softener? Looking for prices for a 4 bed house in a hard "
       "water area.", "sales"),
    _w("Were you or a family member ever prescribed Zantac? You may be entitled to thousands in "
       "compensation! Call our legal team today, no win no fee.", "spam"),
    _w("Hi, I set up your smart plug for the aquarium heater but it keeps switching itself off every few "
       "hours. They're tropical fish and the water has dropped to 21 degrees. Need help quickly before I "
       "lose them.", "technical", urgency=3),
    _w("The 15% first-order discount wasn't taken off my invoice. The total should have been £51, not £60.", "billing"),
    _w("Hello, I go into hospital on Tuesday for my hip and won't be home for at least a week. My order "
       "of incontinence pads is due on Wednesday. Could it please be left with my neighbour at number 14 "
       "instead, or held until I'm back, whichever is easier for you. Thank you kindly, Ron Bailey",
       "shipping", urgency=2),
    _w("how much for a years supply of the hypoallergenic formula if I buy in bulk? we use about 2 tins a "
       "week", "sales"),
    _w("I have just discovered that I have been paying £6.99 a month for your 'Premium Pet Club' since "
       "2022. I never signed up for this, I only bought a hamster cage once. I would like all of those "
       "payments reversed, please. I'm in no hurry, but I do expect it to be dealt with properly.",
       "billing", refund=True, urgency=0),
    _w("Hello, I am a professional content writer and would love to write a guest post for your baby "
       "products blog. In return I only need one do-follow link. Let me know!", "spam"),
    _w("Website won't let me put more than one item in the basket, it keeps emptying itself. Trying to "
       "order my repeat meds. Urgent please, I run out tomorrow.", "technical", urgency=3),
    _w("wrong size!! ordered size 4 nappies got size 1", "shipping"),
    _w("Hi, we're opening a dog daycare in May and would be interested in becoming a trade customer. Do "
       "you have a wholesale catalogue?", "sales"),
    _w("Final notice: your vehicle's extended warranty is about to expire. Press 1 now to speak to an agent.", "spam"),
    _w("Hi, your system has taken my gas direct debit three times this month, £134 each time. I'm a "
       "single mum and it's left me with nothing in the account for food and nappies. I need the two "
       "extra payments put back today please.", "billing", refund=True, urgency=3),
    _w("The delivery driver has just texted to say the dishwasher will come between 5 and 7pm, but I'm "
       "only in until 4 today. Can you get him to come earlier or move it? Please reply within the hour.",
       "shipping", urgency=3),
    _w("ALL the tills at our health food shop froze after your POS software update this morning. We can't "
       "take a single payment and there is a queue out the door. PLEASE call us back now.", "technical", urgency=4),
    _w("Just browsing for now, do you stock an organic baby bath wash without any fragrance? Whenever you "
       "get a chance to answer.", "sales", urgency=0),
    _w("Dear Sir/Madam, we are pleased to inform you that your company has been listed in the Global "
       "Business Directory 2024. To keep your listing active, kindly pay the annual fee of €995 using "
       "the attached form.", "spam"),
    _w("Afternoon. I paid £25 upfront for a gutter clean back in October but your man never turned up. "
       "Could I have the money back? It isn't urgent, next week or so is fine.", "billing", refund=True, urgency=1),
    _w("We are a community pharmacy and the cold chain delivery with the vaccines for tonight's flu "
       "clinic was due by 9 this morning. Nothing has arrived. We have 60 patients booked from 5pm. Where "
       "is it??", "shipping", urgency=4),
    _w("Can't log in to see my baby's vaccination booking, it says account locked. The appointment is "
       "this afternoon and I need the reference number.", "technical", urgency=3),
    _w("CBD gummies cure anxiety, arthritis AND diabetes! 100% natural. Become a stockist today and earn "
       "300% margins.", "spam"),
    _w("Dear team, a few months ago I bought a blood pressure monitor from you for £34.99, and the same "
       "week it appeared on your website at £24.99. I believe your price promise covers this. If you "
       "could refund the £10 difference at some point I would be grateful. There is no rush whatsoever. "
       "Best wishes, Gerald Finch", "billing", refund=True, urgency=0),
    _w("hi, small thing, my last pet food box came with a different brand of treats from the ones I "
       "ordered. not a big deal, can you just make a note for next time", "shipping", urgency=1),
    _w("Not urgent at all, but is there a way to turn off the beep the washing machine makes at the end "
       "of the cycle? It keeps waking the baby.", "technical", urgency=0),
    _w("Do you have the Philips air fryer in stock at the Leeds store today? I'd like to pick one up on "
       "my way home this evening rather than order online.", "sales", urgency=3),
    _w("Your PayPal payment of $749.99 to Apple Store has been approved. If you did not authorise this "
       "transaction, call 0800 048 7712 immediately.", "spam"),
    _w("returned the playpen, got a refund of £45 but i paid £79.99?? want the rest back by the end of "
       "the week", "billing", refund=True, urgency=2),
    _w("Just wondering out of curiosity, which courier do you use for deliveries to the Highlands? No "
       "rush at all, my order isn't due until the end of the month.", "shipping", urgency=0),
    _w("The usage graph in the energy app has shown zero for the last week even though the meter is "
       "obviously working. Not a big priority, just thought you should know.", "technical", urgency=1),
    _w("Hello, we're a housing association and need a quote for 25 replacement electric cookers for our "
       "flats. Our board meets on Wednesday, so prices by Tuesday would be ideal.", "sales", urgency=2),
    _w("hello dear, i saw your profile and i think we have much in common. i am lonely widow, please "
       "write me back 🌹", "spam"),
    _w("We are a small care home and your pharmacy billing system has charged our business account £4,870 "
       "twice for last month's residents' medication. It has pushed us over our overdraft and staff wages "
       "are due to go out this afternoon. Please reverse the duplicate immediately.",
       "billing", refund=True, urgency=4),
    _w("My tracking number PF3392041 hasn't moved since Monday, still at the Coventry hub. It's my son's "
       "asthma spacer and he needs it for school on Friday.", "shipping", urgency=2),
    _w("Hello, the wifi extender that came with the new broadband package drops out every hour or so. I "
       "work from home three days a week and really need it stable before Monday.", "technical", urgency=2),
    _w("Thinking about getting solar panels with a battery at some point next year. Could you give me a "
       "rough idea of cost for a 3 bed bungalow? Not a priority for now, just planning ahead.", "sales", urgency=1),
    _w("Boost your online reviews! We post 5-star Google reviews from real accounts for home services "
       "businesses like yours. 20 reviews for just £60.", "spam"),
    _w("Need a copy of my last 12 months of electricity bills for a mortgage application, the broker "
       "wants them by Thursday.", "billing", urgency=2),
    _w("Please do NOT deliver my order tomorrow, I won't be at that address. Can it be stopped before it "
       "goes out tonight?", "shipping", urgency=3),
    _w("What does the blinking blue light on the humidifier mean?", "technical"),
    _w("Do you do a discount for NHS staff on vitamins and supplements?", "sales"),
    _w("Microsoft Security Alert: your computer has been infected with 3 viruses. Call our certified "
       "technicians now to prevent data loss.", "spam"),
    _w("Hello, I would like to switch from paying my water rates quarterly by cheque to a monthly direct "
       "debit. Not urgent, whenever the next bill is due is fine.", "billing", urgency=1),
    _w("The parcel was left with a neighbour but I don't know which one, the card just says 'with "
       "neighbour' and no house number.", "shipping"),
    _w("The boiler you installed last week is leaking from underneath and the water is now coming through "
       "the kitchen ceiling onto the light fitting. I've turned the water off at the stopcock but it is "
       "still dripping. Send someone immediately.", "technical", urgency=4),
    _w("Our kennels' freezer has failed overnight and all our raw dog food is spoiled. We have 30 dogs to "
       "feed tonight. Can you deliver 50kg of raw mince to us today? Just tell me the price and whether "
       "you can do it, we'll pay whatever it takes.", "sales", urgency=4),
    _w("We'd love to feature your baby brand on our mummy blog (120k followers)! A sponsored post is £350 "
       "and includes Insta stories. Interested? 😊", "spam"),
    _w("my card keeps getting declined paying for the flea prescription but the money is definitely "
       "there. I need to order today, the dog is covered in them", "billing", urgency=3),
    _w("Dear Sir, I placed an order for a new kettle and toaster on the 2nd, and the email says they "
       "should arrive in about ten days. I wondered if it would be possible to have them delivered to my "
       "daughter's house instead, as I shall be staying with her for a fortnight from the 15th. It is not "
       "pressing, but I thought I had better ask in good time. Yours sincerely, Harold Wickham", "shipping", urgency=1),
    _w("Good evening. I am trying to register my new fridge for the 5 year guarantee on your website, but "
       "the serial number box says 'invalid format' whatever I type in. The offer ends on Sunday, so I "
       "would appreciate some help in the next day or two. Regards, Mr A. Osei", "technical", urgency=2),
    _w("Hi, I'm 68 and have recently taken up keeping chickens, and a neighbour suggested your shop. Do "
       "you sell layers pellets, grit and a small coop for three hens? I'm in no particular hurry, I'd "
       "just like an idea of prices before I come in. Many thanks, Brenda", "sales", urgency=0),
    _w("YOU HAVE WON an iPhone 15 Pro! You are our 1,000,000th visitor. Just pay £2.95 shipping to claim "
       "your prize.", "spam"),
    _w("Just a quick question whenever you have time: does the loyalty points discount apply to "
       "prescription charges or only to shop items? My last receipt didn't show any points added.",
       "billing", urgency=0),
    _w("REFUND MY £230 NOW. YOU CANCELLED MY FRIDGE DELIVERY AND KEPT THE MONEY. I NEED IT TO BUY ONE "
       "SOMEWHERE ELSE TODAY", "billing", refund=True, urgency=3),
    _w("We ordered 200 boxes of nitrile gloves and hand sanitiser for our three clinics and it was "
       "supposed to arrive yesterday. We are completely out and cannot see patients safely, staff are "
       "being sent home. Where is the delivery??", "shipping", urgency=4),
    _w("Hi, just curious, is there a way to use the baby sleep tracker app on two phones at once so my "
       "partner can see the logs too? No urgency, just wondering.", "technical", urgency=0),
    _w("Do you do trade accounts for plumbers? Looking to order 12 magnetic boiler filters and some "
       "valves before a job on Thursday.", "sales", urgency=2),
    _w("Attention: we have detected an outstanding tax refund of £418.20 in your name. To receive your "
       "refund, complete the HMRC verification form at the link below.", "spam"),
    _w("Hello, the vet says the cat can't have the renal food any more so I've sent back the 3 unopened "
       "bags. Could you credit them back to my card when you get a chance? Next week is fine.",
       "billing", refund=True, urgency=1),
    _w("hey the courier says he cant find my house and is taking the pushchair back to the depot. im home "
       "RIGHT NOW, its 7b round the back. pls call him", "shipping", urgency=3),
    _w("the meter reading page keeps erroring when i submit, and today is the last day before my bill "
       "gets worked out", "technical", urgency=3),
    _w("Get your business featured in Forbes! Limited slots available for UK home services companies. Our "
       "PR packages guarantee placement.", "spam"),
    _w("money back for order 33019 pls, the multivitamins were out of date when they came", "billing", refund=True),
    _w("Hello! The dog bed arrived fine, thank you. Just one thing, whenever you have a moment: could my "
       "future orders come without the plastic bubble wrap? No hurry, it's just an environmental "
       "preference.", "shipping", urgency=0),
    _w("Our care home's medication ordering portal has been down since 6am. 48 residents, and the night "
       "staff can't see the MAR charts. This is a patient safety issue, please escalate now.", "technical", urgency=4),
    _w("is the ergobaby carrier in stock with next day delivery? need it for a flight tomorrow morning",
       "sales", urgency=3),
    _w("Cheap Viagra, Cialis, no prescription needed!!! Discreet shipping worldwide", "spam"),
    _w("Good morning, I am writing on behalf of my father, who is 84 and does not use email. He was sold "
       "a boiler cover policy over the phone in January which he did not understand and does not need, as "
       "his boiler is still under the manufacturer's guarantee. He has paid £27 a month since then. We "
       "would like the policy cancelled and his payments returned. I am visiting him on Friday and would "
       "like to be able to tell him it is sorted by then. Kind regards, Susan Clarke",
       "billing", refund=True, urgency=2),
    _w("my order is a couple of days late, not fussed really, just let me know when it might turn up at "
       "some point", "shipping", urgency=1),
    _w("Hello. The clock on my new oven resets to 00:00 after every power cut, and then the oven won't "
       "heat up until I set the time again. It is becoming a nuisance. Please advise this week if "
       "possible.", "technical", urgency=2),
    _w("hi, any plans to sell the tropical fish flakes in bigger tubs? just a suggestion, not in a hurry "
       "for it", "sales", urgency=0),
    _w("Hi, I'm reaching out because we help pet brands cut their Facebook ad costs by 40%. Can I send "
       "over a quick 2-minute video explaining how?", "spam"),
    _w("Not in a rush, but I think I'm owed compensation for the three days without water last month? "
       "Your letter said every affected customer would get £30 credited to their account. I haven't seen "
       "it.", "billing", refund=True, urgency=0),
    _w("Hi there I am from Poland living in UK, I order the baby car seat 2 weeks ago and still is not "
       "arrived. Tracking number not working. We travel with baby on Saturday, please help me to know "
       "where is it.", "shipping", urgency=2),
    _w("Hi, your app shows the wrong pet name on my account (it says Bella, the dog is Bonnie). Not "
       "important, but could you fix it when you can?", "technical", urgency=1),
    _w("Hello, I'm interested in your fibre broadband for a new build we're moving into in about three "
       "months. What speeds and prices are available for postcode LS16 8PQ?", "sales", urgency=1),
    _w("Dear Beneficiary, your ATM card worth $2.5M has been approved by the United Nations Compensation "
       "Unit. Contact our DHL agent with the delivery fee of $150 to receive it.", "spam"),
    _w("Your system has put a payment block on our veterinary practice account and now none of our 6 vets "
       "can order any drugs. We have an emergency surgery list this morning. The invoice was paid on "
       "Monday and I have the remittance advice. Lift the block immediately please.", "billing", urgency=4),
    _w("Ordered a replacement inlet hose for the washing machine with next day delivery and paid extra "
       "for it. Nothing came today. We have four kids' school uniforms to wash for tomorrow morning.",
       "shipping", urgency=3),
    _w("Microwave is sparking inside when I turn it on. Is it safe to keep using? I need to heat the "
       "baby's bottles tonight.", "technical", urgency=3),
    _w("Hi, do you have a price for hearing aid batteries if I buy 60 at a time?", "sales"),
    _w("Your Netflix membership is on hold. We're having some trouble with your current billing "
       "information. Update your payment details now to continue watching.", "spam"),
    _w("Could I have my direct debit date moved from the 1st to the 28th? I get paid at the end of the "
       "month. Not a priority, from next month onwards is fine.", "billing", urgency=1),
    _w("the pharmacy bag arrived with someone elses prescription in it, the name isnt mine. what do i do "
       "with it", "shipping"),
    _w("Dear all, I have recently bought one of your electric blankets and I find the controller rather "
       "confusing. There seem to be nine settings and a timer, and I cannot quite work out how long it "
       "stays on if I fall asleep. I am sure it is explained somewhere, but my eyesight is not what it "
       "was and the print in the booklet is very small. There is no urgency at all, any time you could "
       "write back would be lovely. With thanks, Dorothy Vance", "technical", urgency=0),
    _w("Can you quote me today for 6 portable dehumidifiers? Our nursery flooded overnight and we need to "
       "reopen on Monday.", "sales", urgency=3),
    _w("We buy expired and short-dated stock! Pharmacies, baby shops, pet stores: turn your dead stock "
       "into cash today. Reply for a free valuation.", "spam"),
    _w("invoice number is wrong on the bill for the carpet cleaning, my company wont pay it unless its "
       "fixed. can u resend by wed", "billing", urgency=2),
    _w("Can I pick my order up from the locker at Sainsbury's instead of home delivery? I'll be away "
       "Thursday to Sunday.", "shipping", urgency=2),
    _w("email verification code never arrives when i try to sign up to the smart meter portal. tried 5 "
       "times. not urgent, i can wait till next week", "technical", urgency=1),
    _w("Good afternoon. Our animal rescue charity is holding a fundraising fun day on the 20th and we "
       "wondered whether you offer partnership or sponsorship arrangements with local rescues. We would "
       "need to confirm sponsors by Friday for the printed programme.", "sales", urgency=2),
    _w("Earn £500 a day as a mystery shopper! No experience needed. Just send us your bank details to "
       "receive your first assignment payment.", "spam"),
    _w("Why is there a £3.50 'paper bill fee' on my broadband statement? I am 80 and do not have a "
       "computer, so I need the paper bill.", "billing"),
    _w("URGENT. Your company took £2,900 from our bakery's account instead of £290 for the gas. Supplier "
       "payments are bouncing right now and we can't buy flour for tomorrow's bake. Return the money "
       "immediately!!", "billing", refund=True, urgency=4),
    _w("We're a community pharmacy and today's wholesaler delivery, including the controlled drugs, has "
       "gone to the wrong branch. Patients are waiting at the counter for their methadone right now.",
       "shipping", urgency=4),
    _w("The heating control system you fitted at our school has locked every thermostat at 10 degrees. "
       "300 pupils are sitting in their coats and the head says we'll have to close if it isn't fixed by "
       "lunch.", "technical", urgency=4),
    _w("hi do you sell rabbit hutches? no rush, just looking", "sales", urgency=0),
    _w("Dear valued customer, your energy supplier owes you a rebate of £326. Click here to claim it "
       "before it expires.", "spam"),
    _w("pls refund the £15 delivery charge, i paid for same day and the nappies came 3 days later. need "
       "the money back today tbh, skint till payday", "billing", refund=True, urgency=3),
    _w("cant get the nebuliser to switch on. my son has asthma and needs it tonight. help", "technical", urgency=3),
    _w("Hi! We sell premium quality pet products made in China: collars, leashes, beds, toys. Free "
       "samples available, OEM supported. Looking forward to our cooperation!", "spam"),
    _w("Hello, after my washing machine repair the engineer said the part was under warranty, but I have "
       "been billed £68 for it. When convenient, could you pay me back? No great rush, the next couple of "
       "weeks is fine.", "billing", refund=True, urgency=1),
    _w("my address is changing next month, can I update it for future deliveries? not urgent", "shipping", urgency=1),
    _w("Out of interest, does the smart fridge app work with Alexa? Nothing is broken, I just wondered.",
       "technical", urgency=0),
    _w("Good morning. I am planning to buy a new chest freezer at some point and wondered whether you "
       "stock any especially quiet models, as it would live in the utility room right next to our "
       "bedroom. There is absolutely no hurry, I am just gathering information at this stage. Thank you. "
       "Colin Reeves", "sales", urgency=0),
    _w("Make your baby a genius! Our prenatal music belt boosts IQ by 30 points. Limited offer: buy 1 get "
       "2 FREE.", "spam"),
    _w("Dear Customer Services, I have been a customer of your pharmacy for over twenty years and have "
       "never had cause to complain. However, I noticed on my last statement that I was charged for two "
       "prescriptions in March when I only collected one, as I was away visiting my sister in Cornwall "
       "for most of the month. It is only £9.90 and I know you are all very busy, so please take your "
       "time, but I would appreciate having it put back onto my card. With kind regards, Mrs Irene Dawson",
       "billing", refund=True, urgency=0),
    _w("Hi, the parcel arrived with the outer box a bit squashed but everything inside looks fine. Just "
       "letting you know in case the courier needs a word. No need to do anything really.", "shipping", urgency=0),
    _w("The Rewards page in your app says 'Something went wrong' every time I open it. No rush, it's only "
       "the points.", "technical", urgency=1),
    _w("price for the 3 year extended warranty on the Hotpoint dryer if i buy them together? might order "
       "next month", "sales", urgency=1),
    _w("Your domain name is expiring! Renew now to avoid losing your website and email addresses: "
       "domain-renewal-services.net", "spam"),
    _w("I tried to cancel my pet insurance within the 14 day cooling off period and you still took "
       "£38.60. I want that back before the end of the week please.", "billing", refund=True, urgency=2),
    _w("The fridge delivery slot you've given me is Saturday 7am to 7pm. Is there any chance of a "
       "narrower window? I have a christening to go to in the afternoon.", "shipping", urgency=2),
    _w("My router has been restarting itself a few times a day ever since the engineer visit on Monday. "
       "Can you check the line in the next couple of days?", "technical", urgency=2),
    _w("We're a small gym and want to stock protein bars and electrolyte drinks at the front desk. What "
       "are your wholesale terms? We're hoping to place a first order by the end of the week.", "sales", urgency=2),
    _w("I hacked your device and recorded you. Pay 0.05 BTC to the wallet below within 48 hours or I send "
       "the video to all your contacts.", "spam"),
    _w("Our dental practice has had its water supply cut off for non-payment, but we paid the bill in "
       "full last Tuesday. We have patients in the chair right now and cannot work without water. "
       "Reconnect it now!", "billing", urgency=4),
    _w("HELLO?? 3rd email. Ordered the cot for the baby who is arriving any day now (due date was "
       "yesterday!) and it STILL says 'processing'", "shipping", urgency=3),
    _w("The app says my parcel was delivered but the app itself crashes the second I tap the photo proof. "
       "I need to see where they left it before it gets dark.", "technical", urgency=3),
    _w("need a price asap for emergency drain unblocking, can someone come out today? how much is the "
       "callout", "sales", urgency=3),
    _w("Quick question: who handles your company's card processing? We can cut your merchant fees by 35%, "
       "no contract. Got 5 minutes this week?", "spam"),
    _w("why is my electric bill £612 this month?? its normally about £90. the direct debit goes out "
       "tomorrow, stop it", "billing", urgency=3),
    _w("Wrong colour bottles came (pink, not the blue ones I ordered). Not bothered about a refund, I "
       "just want the right ones. Could you swap them this week?", "shipping", urgency=2),
    _w("Hello, all 12 freezers in our shop are connected to your remote temperature alarm system and "
       "since one hour the system show all of them offline. We have ice cream and frozen meat, if "
       "temperature is going up we lose everything. Please urgent call.", "technical", urgency=4),
    _w("Our hospital's usual supplier has let us down and the neonatal unit has run out of ready-to-feed "
       "infant formula. Can you supply 40 bottles today? Price doesn't matter, this is an emergency.",
       "sales", urgency=4),
    _w("Congratulations, you qualify for a government-funded FREE boiler upgrade! Confirm your "
       "eligibility now by replying with your name, address and date of birth.", "spam"),
    _w("Hi, I'd like my receipts sent as PDFs by email instead of by post from now on. Not urgent, "
       "sometime in the next few weeks is fine.", "billing", urgency=1),
    _w("Our pet shop's weekly delivery of live food (crickets and locusts) has been sitting in your depot "
       "since Friday. They'll be dead by tonight and we have nothing for our reptile customers. Get it "
       "onto a van this morning please, we're losing sales.", "shipping", urgency=4),
    _w("Hello, do you install EV chargers as well as boilers? We're getting an electric car in the "
       "spring.", "sales", urgency=1),
    _w("💰💰 Make money while you sleep 💰💰 Join our crypto mining pool today and get 2x returns GUARANTEED", "spam"),
    _w("The baby formula subscription went from £42 to £49 without any notice. I'd like to know why "
       "before the next payment on Thursday.", "billing", urgency=2),
    _w("Hello there. Just to let you know, my last two orders of dog biscuits have both come with a "
       "different courier from usual, and they left them at the wrong house on the corner. My neighbour "
       "kindly brings them round so it's no real problem, but perhaps you could mention it to them when "
       "you next get a chance. Many thanks, Peter Lowe", "shipping", urgency=1),
    _w("refund pls, charged twice for the same ticket", "billing", refund=True),
    _w("Hi, I sold a lamp on your marketplace on 3 March and the buyer says the parcel never arrived. "
       "Tracking has been stuck at 'handed to courier' for 6 days. The buyer is getting impatient, could "
       "you look into it this week? Order #MK-448102.", "shipping", urgency=2),
    _w("my payout of £212.40 was supposed to land tuesday. its friday. nothing in my bank. where is it",
       "billing", urgency=2),
    _w("The 6-digit login code never arrives by SMS. I've tried five times today. I'm locked out of my "
       "wallet and I need to pay my rent by tonight.", "technical", urgency=3),
    _w("URGENT: Your PayQuick account has been limited. Verify your identity within 24 hours at "
       "payquick-secure-verify.co to avoid permanent suspension.", "spam"),
    _w("Do you offer reseller hosting with white-label cPanel? We manage about 60 client sites and are "
       "looking to move everything over in the spring. A rough quote would be great.", "sales", urgency=1),
    _w("how do i change the email on my seller account? the settings page just spins. no rush", "technical", urgency=0),
    _w("I cancelled my phone contract upgrade within the 14 day window and you still took the £45 "
       "activation fee from my card. Please put it back.", "billing", refund=True),
    _w("ordered 40 prints 6x4 glossy, got 40 prints of somebody else's wedding lol. mine are of a dog. "
       "order 77213. can you send the right ones? dont need money back just my photos, they're going in a "
       "frame for my mums birthday at the weekend", "shipping", urgency=2),
    _w("Hello webmaster, I noticed your site ranks on page 4 for 'photo printing'. We can get you to page "
       "1 in 30 days with 500 high-authority backlinks. Only $199. Reply YES to start.", "spam"),
    _w("Are the resale tickets for the Wembley show still available in block 112? If so can I buy 4 "
       "together?", "sales"),
    _w("APP CRASHES EVERY TIME I OPEN MY ORDERS TAB. IPHONE 13, LATEST UPDATE. FIX IT", "technical"),
    _w("Why was I charged VAT on the domain renewal? My business is registered in Ireland and I entered "
       "our VAT number at checkout. Invoice INV-20931. I need a corrected invoice before our quarterly "
       "filing next week.", "billing", urgency=1),
    _w("The concert is Saturday and the paper tickets I bought still haven't come, it's Thursday already. "
       "Seller says he posted them Royal Mail first class on Monday. Where are they??", "shipping", urgency=3),
    _w("Congratulations! You have been selected to receive a $500 MarketBay seller bonus. Claim your "
       "payout now: mbay-rewards.top/claim - offer expires tonight!", "spam"),
    _w("hey do u sell refurbished pixel 8s with a sim only plan or only on contract", "sales"),
    _w("Bonjour, I try to upload my photos for print but the website say 'file format not supported' for "
       "my HEIC files. What format I must use please?", "technical"),
    _w("Bought a second-hand jacket for 38 euros, seller never shipped and now their account is deleted. "
       "I want my money back.", "billing", refund=True),
    _w("Can I change the delivery address on order 55-90122? I'm moving on the 20th and it's due the "
       "22nd.", "shipping", urgency=2),
    _w("two-factor keeps saying 'code expired' even when i type it in within seconds. checked my phone "
       "clock, its correct. would be nice to sort it sometime next week", "technical", urgency=1),
    _w("Earn 3000 USDT weekly by flipping sneakers with our AI bot! No experience needed. Join our "
       "Telegram: t.me/flipkingz", "spam"),
    _w("The invoice I got for the annual hosting plan (not paid yet) shows the monthly price x12. The "
       "pricing page said 20% off for annual. Could someone reissue it with the discount? No rush at all, "
       "due date is in a month.", "billing", urgency=0),
    _w("We're a small event company selling around 2,000 tickets a month. Do you have a business tier "
       "with lower fees for ticket resale? Happy to jump on a call for a demo.", "sales"),
    _w("wheres my parcel", "shipping"),
    _w("After switching to eSIM my phone shows no service. I followed the QR code setup from your email. "
       "I'm abroad for work and need calls working today.", "technical", urgency=3),
    _w("You billed me for a domain I let expire. I clicked 'do not renew' in October! Reverse the £14.99 "
       "charge please.", "billing", refund=True),
    _w("Dear Sir/Madam, I am a barrister representing the estate of a late client who shares your "
       "surname. $4.7 million awaits transfer. Kindly send your full name, bank details and phone number.", "spam"),
    _w("Hello! I'm thinking of ordering 300 canvas prints for a café chain opening. Do you do bulk "
       "pricing and how long would 300 take? Opening is in 2 months so no panic.", "sales", urgency=1),
    _w("The item I bought arrived with the screen smashed. The box was crushed on one corner. I'd like a "
       "replacement sent out, not a refund.", "shipping"),
    _w("Cannot connect my bank account, it says 'institution not supported' but its a normal HSBC current "
       "account. I need to send money to my landlord in the next couple of days", "technical", urgency=2),
    _w("Get 10,000 real installs for your app in 48 hours! Boost your Play Store ranking cheap. Packages "
       "from $49. WhatsApp +44 7700 900123", "spam"),
    _w("is there a reason my subscription went from 9.99 to 12.99 this month? nobody told me", "billing"),
    _w("Someone used my account to buy 3 gift cards, €300 total, I did NOT make these. Please reverse "
       "them immediately, this is my rent money.", "billing", refund=True, urgency=3),
    _w("Before I order - can you ship prints to Norway and will there be customs fees?", "shipping"),
    _w("Our online shop on your hosting is showing a 500 error on every page. Black Friday sale started "
       "an hour ago and we're losing orders every minute!!", "technical", urgency=4),
    _w("Courier left a card saying they tried to deliver but I was home all day. Can you rearrange for "
       "tomorrow, I'll be in.", "shipping", urgency=2),
    _w("Your domain yourshop.com is expiring! Renew now at domain-renewal-center.net to keep your listing "
       "in our search engine directory. $89/year.", "spam"),
    _w("Hi there, I returned the trainers to the seller on 2 Feb using your prepaid label, tracking shows "
       "they were delivered back on the 5th. It's now the 19th and I haven't had my £64 back. Could you "
       "chase this up this week?", "billing", refund=True, urgency=2),
    _w("Not urgent at all, but is there a dark mode for the app? I can't find it in settings.", "technical", urgency=0),
    _w("what's the cheapest plan with unlimited data if I bring my own phone?", "sales"),
    _w("Hello, I was charged roaming for Spain last month even though I have the EU roaming add-on that's "
       "supposed to include it. It's £27.50 in roaming charges. Could you credit that back to my account? "
       "Whenever is convenient, I'm not fussed about timing.", "billing", refund=True, urgency=0),
    _w("seller here. buyer left 1 star saying item never came but tracking says delivered to the parcel "
       "locker at Tesco Extra. can you check with the courier? no hurry", "shipping", urgency=0),
    _w("Our whole team (14 people) can't log into the merchant dashboard since 9am, it just says 'session "
       "invalid'. We can't process any refunds or orders for customers. Please escalate!", "technical", urgency=4),
    _w("Is the 2TB storage plan available with monthly billing or only yearly? I might upgrade at some "
       "point, just browsing.", "sales", urgency=0),
    _w("Hi! I'm Priya from GrowthLoop. We help marketplaces like yours boost seller signups by 300% with "
       "our influencer network. Can I book 15 minutes with your head of growth next Tuesday?", "spam"),
    _w("Paid with Apple Pay but the receipt emailed to me shows card ending 4421 which isn't even my "
       "card?? Is this right? Not asking for anything back, just confused.", "billing"),
    _w("My photo book was meant to arrive for our anniversary dinner TONIGHT. Tracking says 'out for "
       "delivery' since 7am and it's now 5pm. Is there anything you can do?", "shipping", urgency=3),
    _w("wifi calling option just disappeared from my phone after the last carrier update. not a big deal, "
       "can wait till next week", "technical", urgency=1),
    _w("YOU CHARGED ME £89 FOR A CANCELLATION FEE ON A CONTRACT THAT ENDED IN JANUARY. I WANT IT BACK.",
       "billing", refund=True),
    _w("Could I get a quote for 50 domains, .co.uk and .com, registered under our agency account? We need "
       "them before a client launch on the 1st, which is about 3 weeks out.", "sales", urgency=1),
    _w("PayQuick Security Notice: an unusual sign-in from Lagos, Nigeria was detected. If this wasn't "
       "you, log in at pq-account-help.com and confirm your card details.", "spam"),
    _w("Hallo, my parcel is at customs in Frankfurt since 10 days. They want a invoice from the seller. I "
       "am the buyer, the seller is not answering. Customs say they send it back after 14 days. What can "
       "I do? The item is a used camera lens.", "shipping", urgency=2),
    _w("how do I set up email forwarding for my domain? I bought it through you last year and cant find "
       "the DNS page", "technical"),
    _w("My payout was split into two, one for £40 and one for £12. Total should be £68 according to my "
       "sales page. Where did the other £16 go? Need it sorted before my card bill is due on Thursday.",
       "billing", urgency=2),
    _w("do you guys do student discounts on the phone plans? im starting uni in september", "sales", urgency=1),
    _w("Dear valued seller, your payout of $1,245.00 is on hold. To release your funds, pay a one-time "
       "verification fee of $35 via gift card. Reply to this email with the card code.", "spam"),
    _w("the photo editor crops my pictures wrong, heads get cut off when I choose 5x7 even though the "
       "preview looks fine. I need to reorder by Friday for a memorial service so please tell me how to "
       "stop it doing this", "technical", urgency=2),
    _w("Hi, I bought 2 tickets for the 14th and chose postal delivery. I've since moved. Could they go to "
       "my new address, 14 Ashfield Road, Leeds LS6 2QT? The event is over a month away.", "shipping", urgency=1),
    _w("Your system charged every one of our 230 subscribers twice overnight. Our support inbox is "
       "melting down and people are cancelling. We need all the duplicate charges reversed NOW.",
       "billing", refund=True, urgency=4),
    _w("Hi, is the Sony A7 III listed under 'camgear_uk' still for sale? I'd like to know if it comes "
       "with the original box before I commit.", "sales"),
    _w("Lose 12kg in 14 days with KetoBurn Max!! Doctors hate this trick. 70% off today only.", "spam"),
    _w("Cant reset my password. The reset link in the email says 'token invalid' every single time. I've "
       "requested it like 8 times", "technical"),
    _w("Could you send me a VAT receipt for order 88412? The one on the site only shows the total. "
       "Whenever you can, it's for my expenses at the end of the quarter.", "billing", urgency=0),
    _w("tracking number doesnt work on the courier site, says 'not found'. order 33019", "shipping"),
    _w("Hi team, the API for creating payment links is returning 429 errors for us even at 2 requests per "
       "minute. Our checkout depends on it and no customer can pay right now.", "technical", urgency=4),
    _w("Do you sell gift vouchers for photo printing? I'd want to buy a £50 one for my sister's birthday "
       "in two weeks.", "sales", urgency=1),
    _w("Your Vodaphone bill could not be processed. Update your payment method within 48h or your line "
       "will be disconnected: vodaphone-billing-update.info", "spam"),
    _w("hi i bought a ticket for a gig that got cancelled. the resale page says the organiser refunds the "
       "original buyer but i bought it from someone on your site. who gives me my £55 back??", "billing", refund=True),
    _w("The courier delivered my parcel to number 41 instead of 14. The people at 41 are away for two "
       "weeks. It's supplies for my insulin pump and I need them by Monday.", "shipping", urgency=2),
    _w("The seller app won't let me add photos to a listing, the camera button is greyed out. Android 14, "
       "Samsung S23. I've already given it camera permission.", "technical"),
    _w("Hey, I entered WELCOME20 at checkout but was charged full price, £48. Can you refund the 20% "
       "difference by the end of the week?", "billing", refund=True, urgency=2),
    _w("Price for an iPhone 15 128gb on a 24 month contract with 50gb data? and is there any upfront cost", "sales"),
    _w("We are a leading app development agency from India. We build marketplace apps like Vinted and "
       "eBay at 1/10 of the cost. Portfolio attached. Please reply for a free consultation.", "spam"),
    _w("I ordered the 8x10 prints with express delivery for an exhibition opening tomorrow evening. "
       "Status still says 'printing'. Will they get here in time?", "shipping", urgency=3),
    _w("hi my account got suspended for 'unusual activity', i only listed 3 old books. how do i get it "
       "back, i have buyers waiting", "technical", urgency=2),
    _w("I was refunded £20 for the damaged mug but the order was £32 including postage. Could you send "
       "the remaining £12 please? No hurry.", "billing", refund=True, urgency=0),
    _w("We're a school and want to buy 120 SIM-only lines for staff phones. Can we get a business quote? "
       "The budget approval meeting is on Wednesday so it'd be great to have numbers by Tuesday.", "sales", urgency=2),
    _w("ATTENTION: Your TicketSwapp listing has been flagged. To avoid losing your sale money, confirm "
       "your bank account at ticketswapp-payouts.com within 12 hours.", "spam"),
    _w("Is there a way to export all my transactions as CSV? Just curious, I want to do my budget some "
       "time.", "technical", urgency=0),
    _w("Our ticket resale account was debited £3,400 in 'chargeback fees' this morning for sales we never "
       "made. Our float is empty and we can't pay out any of our sellers today. Return the money "
       "immediately.", "billing", refund=True, urgency=4),
    _w("Package says delivered at 14:02 but nothing here. I've checked with the neighbours and the bins. "
       "It's a dress for a wedding tomorrow morning 😭", "shipping", urgency=3),
    _w("Hi, I can write 20 SEO-optimised blog posts per month for your hosting blog. Guaranteed traffic "
       "growth. $15 per post. Shall I send samples?", "spam"),
    _w("Our hosting server is down, all 12 of our client websites are offline including an online "
       "pharmacy. Phones are ringing off the hook. Ticket #55120 has had no reply in 2 hours.", "technical", urgency=4),
    _w("Do you do 12x18 metal prints?", "sales"),
    _w("please give me my money back for the hosting, site never worked from day one and I've given up",
       "billing", refund=True),
    _w("We run a small print shop and your courier integration hasn't collected from us for three days. "
       "There are 400 customer parcels piled up by the door and orders keep coming in.", "shipping", urgency=4),
    _w("Your MarketBay payout of £893.20 failed. Re-enter your sort code and account number here to "
       "receive your funds: marketbay-payout-support.net/login", "spam"),
    _w("Can't log in to pay my bills - app says 'device not recognised' and the verification email never "
       "arrives. Electricity bill is due at midnight.", "technical", urgency=3),
    _w("I want to buy the two VIP tickets for tonight's show that someone listed at £140. Are they still "
       "available? Doors open at 7.", "sales", urgency=3),
    _w("I got charged £120 for a phone I returned in store on the 2nd. I have the returns slip. I need "
       "this refunded by tomorrow or my account goes overdrawn.", "billing", refund=True, urgency=3),
    _w("why does my tracking say the parcel is going to Glasgow when I live in Cardiff?", "shipping"),
    _w("Invest $250 today and earn $8,000 in a week with Bitcoin arbitrage. Our experts guarantee "
       "profits. Limited slots!!!", "spam"),
    _w("the QR code for my resale ticket won't load, just shows a grey box", "technical"),
    _w("Just curious - do you have any plans to offer .ai domains? No rush, I'm not buying anything yet.",
       "sales", urgency=0),
    _w("Hiya, the photo calendar came out with the months in the wrong order even though the preview was "
       "right. Could I have the £18 back? Next week or so is fine.", "billing", refund=True, urgency=1),
    _w("Hi! The buyer asked if I could send her parcel with a signed-for service. Can I upgrade the "
       "postage after the label is printed? Not urgent, she said anytime next week is fine.", "shipping", urgency=1),
    _w("Dear customer your parcel cannot be delivered due to an unpaid customs fee of £1.99. Pay now to "
       "reschedule: royalmail-redelivery-fee.com", "spam"),
    _w("How do I add a second user to our photo printing business account? We're not in a hurry, whenever "
       "you get a sec.", "technical", urgency=0),
    _w("Hello, we're a group of charity shops with 18 branches and we'd like to start selling online "
       "through your marketplace. Do you offer charity rates on seller fees? We're planning for next "
       "year.", "sales", urgency=1),
    _w("Hello. On 12/04 I paid £9.99 for 'Buyer Protection Plus'. I never chose this, the box was "
       "pre-ticked. Kindly reimburse me.", "billing", refund=True),
    _w("wrong item!! ordered a grey hoodie size M from the seller, received a kids t-shirt. i want the "
       "right hoodie please, not money. need it for a trip on friday", "shipping", urgency=2),
    _w("We noticed your app has only 3.8 stars. Our team can post 200 genuine 5-star reviews on Google "
       "Play and the App Store. Fully safe. Prices on request.", "spam"),
    _w("Mi app show prices in dollar but I live in Mexico. How I change to pesos? Is not urgent, can "
       "wait.", "technical", urgency=1),
    _w("what does the family plan cost with 4 lines? contract with my current provider ends on friday so "
       "i want to decide this week", "sales", urgency=2),
    _w("my direct debit for the contract bounced because you tried to take it 3 days early. now the bank "
       "is charging me a fee. the payment is due TODAY so please take it properly", "billing", urgency=3),
    _w("Out of curiosity, which courier do you use for deliveries to the Channel Islands? My order isn't "
       "due for ages, I just like to know.", "shipping", urgency=0),
    _w("Hello my dear, I am Sgt. Linda Morris on a peacekeeping mission. I have a consignment box of "
       "$2.5M I need to ship to a trusted person. Reply for details.", "spam"),
    _w("Tap to pay stopped working on all 6 terminals in our café, every card gets declined with error "
       "E-301. We have a lunch queue and can only take cash.", "technical", urgency=4),
    _w("Hi, we need 5,000 flyer-size prints by tomorrow afternoon for a product launch. Can you quote and "
       "confirm you can deliver in time? Please call me ASAP on 07700 900456.", "sales", urgency=3),
    _w("Just wondering why my invoices now come from a different company name, 'NX Hosting Ltd'? Did you "
       "get bought? No rush, just curious.", "billing", urgency=0),
    _w("The SIM card you sent went to my old address. My number gets ported at midnight and my current "
       "phone stops working then. What do I do??", "shipping", urgency=3),
    _w("🎉 You've won a free iPhone 16 Pro from PhoneHub! Just pay £2.95 delivery. Claim before midnight "
       "→ phonehub-win.cc", "spam"),
    _w("My SSL certificate shows as expired in Chrome even though I renewed it last week. Customers are "
       "getting scary warnings, please sort this in the next day or two.", "technical", urgency=2),
    _w("Do you sell phones unlocked without a contract, or do I have to take a plan?", "sales"),
    _w("what card is my subscription on? i want to make sure its not my old one that expired", "billing"),
    _w("Hi, order 661023. Two of the five prints were bent in the envelope. Can you reprint those two and "
       "post them?", "shipping"),
    _w("Important: your domain DNS records are vulnerable. Our security scan found 14 critical issues on "
       "your website. Click to see the full report and fix them for $29.", "spam"),
    _w("Payouts to all sellers on our storefront have been stuck in 'pending' since Monday. We have 40 "
       "artisans who rely on this money for rent and they are calling me nonstop.", "billing", urgency=4),
    _w("The courier wants me to collect from a pickup point 20 miles away. Is there a closer one? I can "
       "wait a few days, it's nothing urgent.", "shipping", urgency=1),
    _w("Every login to our seller portal is failing with 'Error 502 bad gateway'. Our whole team of 25 "
       "agents is locked out and we have a live auction ending in an hour.", "technical", urgency=4),
    _w("Dear PayQuick user, we have refunded $349.99 to your account due to a billing error. To receive "
       "your refund, confirm your card number and CVV at pq-refunds-center.com", "spam"),
    _w("hello?? the resale site took £210 for 2 tickets and then the tickets got cancelled as 'invalid'. "
       "the gig is TONIGHT and i need that money to buy real ones at the door. refund me now",
       "billing", refund=True, urgency=3),
    _w("not buying yet but what's the price difference between the basic and pro web hosting? just doing "
       "some research, no hurry", "sales", urgency=0),
    _w("All our outbound parcels from today came back to the warehouse marked 'address format rejected'. "
       "That's 900 orders in the middle of our Christmas peak and customers are already complaining.",
       "shipping", urgency=4),
    _w("reimburse the postage I paid for the return pls, the item was faulty so I shouldn't have to pay "
       "£4.50 to send it back", "billing", refund=True),
    _w("I'm at the stadium gate and the app won't show my ticket, it says 'no internet' but I have full "
       "signal. They won't let me in. Please help quick!!", "technical", urgency=3),
    _w("Get your website to #1 on Google! We are SEO experts with 10+ years of experience. 100% money "
       "back guarantee. Reply for a free audit.", "spam"),
    _w("hi, small question, when the courier says 'delivery window 8-6' can I ask for a specific time? no "
       "rush, the parcel's not due for a fortnight", "shipping", urgency=0),
    _w("Need 3 SIM cards with data for a film crew flying to Morocco tomorrow at 6am. Can I buy them "
       "today and pick them up in store?", "sales", urgency=3),
    _w("Good afternoon. I was charged twice for my March domain renewal (transaction IDs TX-77102 and "
       "TX-77109, £11.99 each). Please credit one of them back when you get the chance; next week is "
       "absolutely fine. Kind regards, Margaret Hale", "billing", refund=True, urgency=1),
    _w("hey, how do I change the language of the invoices I download? they come out in German. just "
       "curious, not urgent at all", "technical", urgency=0),
    _w("Download the new Ticketz+ app and get £50 free credit on your first ticket resale! Install here: "
       "bit.ly/tktz-free", "spam"),
    _w("I'm a seller. The buyer gave the wrong house number and the parcel is now 'returning to sender'. "
       "Can it be redirected? She needs it by Thursday.", "shipping", urgency=2),
    _w("EMERGENCY. A glitch in your payment app sent our payroll twice - £48,000 went out to 30 staff "
       "accounts, our business account is now overdrawn and supplier direct debits are bouncing. We need "
       "the duplicate batch reversed right now.", "billing", refund=True, urgency=4),
    _w("Hi there, my husband and I are thinking of switching both our phones to you when our contracts "
       "end in June. What deals do you have for two lines?", "sales", urgency=1),
    _w("the verification email from you goes straight to my spam folder and then disappears, gmail says "
       "it fails some check", "technical"),
    _w("Your account will be DELETED in 24 hours due to a violation of seller policy. Appeal here: "
       "marketbay-appeals-center.com/verify", "spam"),
    _w("The photo prints for my dad's funeral tomorrow are sitting at your courier's depot. Can I pick "
       "them up myself tonight? Order 90031.", "shipping", urgency=3),
    _w("Hey, small thing - my receipts still show my old surname. Could that be updated on future "
       "invoices? Zero rush.", "billing", urgency=0),
    _w("Do you do wholesale pricing for photo books? We're a wedding photography studio and need about 40 "
       "albums a month. Would love a quote by Friday.", "sales", urgency=2),
    _w("when I drag photos into the uploader on Firefox nothing happens. works on Chrome so I can live "
       "with it for now", "technical", urgency=1),
    _w("Hi, we manufacture custom phone cases in Shenzhen, MOQ 500 pcs, factory price $0.80. Can send "
       "samples to your warehouse. WhatsApp me.", "spam"),
    _w("package arrived open and half empty. theres supposed to be 3 phone cases, only 1 inside.", "shipping"),
    _w("The seller fees on my last 3 sales were 15% instead of the 10% on your fees page. Can someone "
       "explain before I list more stuff this weekend?", "billing", urgency=2),
    _w("Can I get the domain jenkinsplumbing.com? It says taken, is there a way to buy it from the owner "
       "through you?", "sales"),
    _w("My WordPress site on your hosting got really slow after the PHP update, pages take 15 seconds to "
       "load. Can you look at it this week?", "technical", urgency=2),
    _w("Congratulations you are our 1,000,000th visitor! Spin the wheel to win a MacBook Air.", "spam"),
    _w("Customs want £23 import VAT on a second hand watch I bought from a seller in the US. Is that "
       "right for a used item? It can sit at the depot for a week or so, I'm not in a hurry.", "shipping", urgency=1),
    _w("You added a £5 late payment fee to my bill but the payment went out on the due date, I have the "
       "bank statement. I need the bill settled today before the line is cut off and I'm not paying that "
       "fee.", "billing", urgency=3),
    _w("We'd like a demo of your seller analytics tools for our team of 8. Sometime in the next few weeks "
       "works.", "sales", urgency=1),
    _w("I've been locked out after too many wrong PIN attempts on the payment app. My daughter is "
       "stranded at the train station and I need to send her money for a taxi now.", "technical", urgency=3),
    _w("I'm a crypto trader and I made £40k last month using this one platform. DM me and I'll show you "
       "how, I only take 10% of your profits.", "spam"),
    _w("My new handset on the contract was supposed to arrive Tuesday. It's Wednesday and the tracking "
       "hasn't moved. I'm using a cracked phone that barely works.", "shipping", urgency=2),
    _w("Where can I see how much tax was taken off my payout? My statement just shows one number.", "billing"),
    _w("hiya, do you ever do sales on the canvas prints? thinking of getting one for the living room but "
       "honestly no rush", "sales", urgency=0),
    _w("ok so I bought a phone off the marketplace and it's iCloud locked. the seller says just reset it "
       "but I can't. how do I get past the activation lock?", "technical"),
    _w("Hello sir, I want to buy guest post on your website about photography, I pay $50 per post with "
       "do-follow link. Please send price.", "spam"),
    _w("Can future deliveries be left in my porch? I'm often out. Not important right now, the next time "
       "I order is fine.", "shipping", urgency=1),
    _w("Our merchant balance of £12,400 has been put on a 'reserve hold' with no explanation. Payroll for "
       "22 staff goes out in the morning and we have no other funds. Release it or call me.", "billing", urgency=4),
    _w("Our event's wristbands (order 4410, 3,000 units) were supposed to arrive yesterday. Gates open in "
       "3 hours and the courier says 'exception - held at hub'. We literally cannot let anyone in without "
       "them.", "shipping", urgency=4),
    _w("FINAL NOTICE: Your TicketSwapp payout of £460 is waiting. Complete the security check within 2 "
       "hours or the funds will be returned to the buyer: tswapp-secure.co/release", "spam"),
    _w("no rush whatsoever, but I think I overpaid my last phone bill by £6.40 - the extra line I "
       "cancelled was still on it. If you could pop that back on my card sometime that'd be lovely.",
       "billing", refund=True, urgency=0),
    _w("Payment links on our website stopped working about 40 minutes ago, every customer gets a blank "
       "page at checkout. We're a ticketing site and the festival sale just opened, thousands of people "
       "in the queue.", "technical", urgency=4),
    _w("do you sell the frames as well or just the prints", "sales"),
    _w("hey just a curious q, does the courier send a photo when they leave the parcel? my order isnt due "
       "till next month so whenever", "shipping", urgency=0),
    _w("Boost your photo printing business with 50,000 targeted email leads! Only $99 for the full "
       "database of UK photographers.", "spam"),
    _w("quick one, no rush: can I schedule a listing to go live at a certain time? can't see the option "
       "anywhere.", "technical", urgency=0),
    _w("Our payment provider just shut us off without warning. We need to sign up for your merchant "
       "account today and be taking card payments before we open at 9am. Which plan do we need and how "
       "fast can we go live?", "sales", urgency=4),
    _w("Got someone else's parcel. It's addressed to M. Patel at 22 Rowan Close, I'm 22 Rowan Court. What "
       "should I do with it?", "shipping"),
    _w("Hi friend, I see you run a web hosting company. I have a special offer for VPN reselling with 70% "
       "margin. Contact me for the white label deal.", "spam"),
    _w("Dear Sir or Madam, I purchased two tickets through your resale platform (order TR-55871) and the "
       "event has been moved to a date I cannot attend. Your policy states I am entitled to my money "
       "back. I would appreciate it being processed within the next few days. Yours faithfully, A. Okafor",
       "billing", refund=True, urgency=2),
    _w("Voicemail on my phone has stopped sending the notification texts. Not a big issue, can wait until "
       "next week.", "technical", urgency=1),
    _w("Out of interest, roughly how much would hosting for about 100k monthly visitors cost? No rush at "
       "all, just pricing up a hobby idea.", "sales", urgency=0),
    _w("Tracking says my phone will be delivered between 1 and 3pm but I have to leave for the airport at "
       "12. Can the driver come earlier or leave it with reception?", "shipping", urgency=3),
    _w("Your mobile number has won £850,000 in the International Phone Lottery. To claim, send your name, "
       "address and a processing fee of £95.", "spam"),
    _w("hi why does my bill say 'Premium Support £4/month'? I don't remember adding that", "billing"),
    _w("I can't get into my email hosted with you, the password isn't accepted and the reset link goes to "
       "the same inbox I can't open. I have a job interview link arriving there this afternoon.",
       "technical", urgency=3),
    _w("I'm at the shop counter right now - does the £25 SIM-only deal include EU roaming? Need to decide "
       "in the next 10 minutes", "sales", urgency=3),
    _w("Seller here - a buyer in Australia is asking how long Standard International usually takes. It's "
       "a birthday gift she doesn't need till next month, so nothing urgent.", "shipping", urgency=1),
    _w("Want more buyers for your listings? Install the ShopBoost extension and get featured on the "
       "homepage for free! Download now: shopboost-ext.xyz", "spam"),
    _w("Is there any way to pay for my hosting by bank transfer instead of card? My card expires in a few "
       "months, so no hurry.", "billing", urgency=0),
    _w("my domain shows 'this site can't be reached' since I changed the nameservers yesterday. did I do "
       "something wrong?", "technical"),
    _w("Are there any seats left together for the 19 May matinee on the resale site? Looking for 3.", "sales"),
    _w("the parcel got marked 'damaged in transit' and sent back to me, the seller. what happens now? the "
       "buyer still wants the item", "shipping"),
    _w("Dear Account Holder, we were unable to verify your recent payment. Your account access will be "
       "suspended. Click here to restore access immediately.", "spam"),
    _w("We're an agency with 140 domains on your platform. The auto-renew payment failed overnight "
       "because you charged an old closed card instead of the new one we added. 38 domains expire at "
       "midnight, including our biggest clients' shops.", "billing", urgency=4),
    _w("We use your card readers at our pharmacy and none of the 4 devices will pair since the firmware "
       "update. Prescriptions are waiting and we can't take any payments.", "technical", urgency=4),
    _w("We're a 30-person accounting firm considering moving our domains and email to you later this "
       "year. Could someone send a proposal? Not urgent.", "sales", urgency=1),
    _w("WHERE IS MY ORDER. it was next day delivery. i paid for next day. that was YESTERDAY. i need the "
       "charger for my mums oxygen machine today", "shipping", urgency=3),
    _w("Premium backlinks from DA90+ news sites. Rank your domain faster. Bulk discount for agencies. "
       "Reply with your URL.", "spam"),
    _w("the receipt for my print order says £34 but my bank says £36.80. is it a currency thing? im in "
       "ireland. not urgent, sometime next week", "billing", urgency=1),
    _w("how do i turn off the email notifications every time someone favourites my listing? whenever you "
       "get to it lol", "technical", urgency=0),
    _w("Hello, could I change the delivery to the pickup locker at the station for the order I just "
       "placed? Honestly no hurry, any time before it ships is fine.", "shipping", urgency=0),
    _w("Meet beautiful Ukrainian women looking for marriage 💍 Free registration today!", "spam"),
    _w("Does the free trial of the pro seller tools need a card? I'd like to start it before my spring "
       "stock drop next Tuesday.", "sales", urgency=2),
    _w("Your payment app double-debited every transaction across our farmers market network since 8am. 60 "
       "stallholders, hundreds of customers charged twice, and people are queueing at our info tent "
       "furious. Reverse the duplicates now!", "billing", refund=True, urgency=4),
    _w("sent the item to the buyer 4 days ago with 'tracked 48', no scan since drop-off at the post "
       "office. she's asking me every day. can you chase the courier?", "shipping", urgency=2),
    _w("Miracle hair regrowth serum - 100% natural, results in 7 days or your money back! Order now and "
       "get a second bottle free.", "spam"),
    _w("refund pls the tent poles were cracked", "billing", refund=True),
    _w("Hi, I was charged twice for order #BK-44871 (the Shimano 105 groupset). Two identical charges of "
       "£489.00 showed up on my Monzo this morning. Can you reverse one of them before the end of the "
       "week? My rent goes out Friday.", "billing", refund=True, urgency=2),
    _w("Could you re-issue invoice INV-20931 with our company name and VAT number on it? Our accountant "
       "needs it for the books. Sometime this month is fine, not a priority.", "billing", urgency=1),
    _w("WHY DID YOU CHARGE ME £12.99 FOR 'PREMIUM PROTECTION'?? I NEVER TICKED THAT BOX. TAKE IT OFF AND "
       "PUT THE MONEY BACK ON MY CARD TODAY", "billing", refund=True, urgency=3),
    _w("Hello, is it possible to switch an order I've already paid by card over to PayPal Pay in 3? It's "
       "the Fuji X-T5 body. Just curious, happy either way.", "billing", urgency=0),
    _w("Good afternoon. Our football club bought 14 sets of shin pads on account (PO 5521), but the "
       "invoice lists 16 sets. Please correct it and resend before our treasurer's meeting on Thursday. "
       "Kind regards, Maureen Platt, Hon. Secretary", "billing", urgency=2),
    _w("hi so i ordered the flat pack wardrobe and it came with the wrong doors and you sent replacement "
       "doors fine but then you charged me delivery again for the replacement thats £35 i shouldnt have "
       "paid please put it back on my card thanks", "billing", refund=True),
    _w("Price on the DJI Mini 4 Pro dropped two days after I bought it from you (I paid £799, it's now "
       "£699). Any chance you could credit the £100 difference back? No hurry at all, whenever you get "
       "round to it.", "billing", refund=True, urgency=0),
    _w("Hi there, order 77120 (Catan plus two expansions) was marked as delivered yesterday at 14:02 but "
       "nothing arrived. Neighbours haven't got it either. It's my son's birthday present and the party "
       "is on Saturday, could you chase the courier please?", "shipping", urgency=2),
    _w("can i change the delivery address? moving house tomorrow morning and the brake pads are still "
       "showing not dispatched. new address is 14 Elm Close, Leeds LS6 2QT", "shipping", urgency=3),
    _w("The box for the Fender Player Strat arrived crushed at one corner. Guitar itself seems fine but "
       "the gig bag inside is torn right through. I don't want my money back, I'd just like a new gig bag "
       "sent out if possible.", "shipping"),
    _w("hello, i am from Norway. parcel with carbon wheelset is stuck in customs in Oslo for 10 days, "
       "they want commercial invoice from you. can you send it to Posten please? i need the wheels for "
       "race on 2nd June", "shipping", urgency=2),
    _w("Ordered 2 tins of decking stain and a sander. Only the sander turned up. Is the stain coming "
       "separately? I wanted to get the deck done this weekend.", "shipping", urgency=2),
    _w("Tracking number TB00293847 hasn't updated since Monday. Not urgent, the bike rack is for a trip "
       "next month, just want to make sure it's not lost somewhere.", "shipping", urgency=1),
    _w("HEY I PAID FOR NEXT DAY DELIVERY ON THE CAR BATTERY AND ITS BEEN 4 DAYS. CAR IS DEAD ON THE DRIVE "
       "AND I HAVE TO GET TO WORK TOMORROW MORNING", "shipping", urgency=3),
    _w("App won't let me log in, keeps saying 'session expired' even straight after I type my password. "
       "iPhone 13, latest iOS.", "technical"),
    _w("how do i pair the remote controller with the Mavic 3?? manual says hold the button til it beeps "
       "but nothing happens. flying at sunrise tomorrow", "technical", urgency=3),
    _w("Our e-bike hire fleet (22 bikes) all show error E-07 on the display since this morning's firmware "
       "push from your app. Customers are standing at the counter and we can't rent out a single bike. "
       "Please call 0161 555 0192 immediately.", "technical", urgency=4),
    _w("Hi, the password reset email never arrives. I've checked spam and promotions. The delivery of the "
       "code just isn't happening. I'm trying to get into my account to download the warranty "
       "certificate.", "technical"),
    _w("drawer runners on the 6 drawer chest wont close properly, the left one sticks out about 2cm. "
       "followed step 14 twice. what am i doing wrong? no rush", "technical", urgency=0),
    _w("the website crashes every time i try to checkout with the torque wrench in my basket lol. third "
       "time now. ill try again next week i guess", "technical", urgency=1),
    _w("My digital piano from you (SP-280) has a key, the C# above middle C, that clicks and sounds "
       "twice. My daughter's recital is tonight at 7. Is there any quick fix we can try?", "technical", urgency=3),
    _w("Trying to update the gimbal firmware through your desktop app and it stops at 63% every single "
       "time. I need it sorted this week, I'm filming a wedding on Saturday.", "technical", urgency=2),
    _w("do you sell tubeless sealant in 1 litre", "sales"),
    _w("Good morning, I run a small scout group and we'd like a quote for 30 head torches and 15 "
       "two-person tents. Is there any discount for youth organisations? We're planning for summer camp "
       "in August so no rush whatsoever.", "sales", urgency=0),
    _w("is the Yamaha P-145 coming back in stock at some point? want to buy it for my daughter for "
       "christmas, its months away so not in a rush", "sales", urgency=1),
    _w("Before I order: can you ship to Ireland, and would it get here before 20 December?", "shipping"),
    _w("We are a garage group with 9 sites and are interested in a trade account for brake discs, pads "
       "and filters. Who can I speak to about pricing tiers? Ideally we'd get something set up by the end "
       "of next week.", "sales", urgency=1),
    _w("do you do demo days for the Orbea e-MTBs? id like to try one before i drop 5 grand", "sales"),
    _w("hi is there any offer on the Gloomhaven + Frosthaven bundle if I buy both? need to order within "
       "the hour to get it for the weekend", "sales", urgency=3),
    _w("Congratulations!! Your email was selected to receive a FREE Bosch cordless drill kit. Just cover "
       "£2.95 shipping here: bosch-giveaway-uk.top/claim", "spam"),
    _w("Hi, I noticed your bike shop website isn't ranking on page 1 of Google for 'e-bike near me'. Our "
       "team can get you there in 30 days with guaranteed backlinks from DA50+ sites. Reply for our price "
       "list.", "spam"),
    _w("URGENT: Your Stripe account has been limited. Verify your identity within 24 hours to avoid "
       "permanent suspension: stripe-verify-secure.co/login", "spam"),
    _w("Dear Sir/Madam, I am Barrister James Okafor, representing the estate of late Mr. Henry Wallace "
       "who died intestate and share same surname with you. I seek your consent to present you as next of "
       "kin to claim USD 8.5 million. Reply in confidence.", "spam"),
    _w("hello dear i saw your shop profile and i think you are very kind man, i want to be friend with "
       "you, write me on my private mail anya_love88@", "spam"),
    _w("We manufacture OEM carbon road and gravel frames in Xiamen, factory price from $180, MOQ 50 pcs, "
       "your logo free. Can I send you our 2025 catalog?", "spam"),
    _w("Turn $500 into $12,000 in 7 days with our AI crypto trading bot 🚀🚀 Only 20 spots left this week", "spam"),
    _w("Knee pain GONE in 7 days! Cyclists and runners love our magnetic joint patches. Buy 2 get 3 free "
       "for your customers!!", "spam"),
    _w("money back for order 55102 please, the bike computer is rubbish, lost GPS signal on every ride",
       "billing", refund=True),
    _w("hi i cancelled the premium route planner subscription in march but you have still charged me 4.99 "
       "in april and may. not urgent but i want both payments back", "billing", refund=True, urgency=1),
    _w("I paid a £150 deposit on the made-to-order drum kit back in January. You've now told me the shell "
       "finish is discontinued. Please return my deposit within the next few days, I'd like to buy "
       "elsewhere.", "billing", refund=True, urgency=2),
    _w("Card declined 3 times trying to pay for the roof bars, my bank says there's no block on their "
       "end. The sale price ends at midnight, can someone look at this tonight?", "billing", urgency=3),
    _w("Invoice please for order 30918, need it for the insurance claim, by monday if you can", "billing", urgency=2),
    _w("You charged UK VAT on my order even though it's being delivered to Jersey and should be "
       "zero-rated. Could you sort that and refund the VAT part (£41.50)? Not urgent, whenever.",
       "billing", refund=True, urgency=1),
    _w("Hi team, the 10% club member discount didn't come off my harness and rope order, I paid £186 "
       "instead of £167.40. Not after money back, I just want to know if my membership has lapsed so it "
       "works next time. No worries if it takes a while.", "billing", urgency=0),
    _w("this is the THIRD time im writing. £64.99 taken from my account for a dashcam i never ordered and "
       "you say you have no record of it. i want my money returned today or im going to my bank",
       "billing", refund=True, urgency=3),
    _w("Our music school is billed monthly for 12 licences of your sheet music app but we only have 8 "
       "teachers now. Payroll closes tomorrow and the director is asking me. Could you reduce it to 8 and "
       "credit the extra 4 licences for the last two months?", "billing", refund=True, urgency=3),
    _w("parcel says 'delivered to safe place'. which safe place?? not in the shed, not behind the bins, "
       "not with next door. order HB-2231 (mitre saw)", "shipping"),
    _w("Hello, I would like to collect order 66129 from a pickup point instead of home delivery, because "
       "I work in the daytime. Is this possible? It is not urgent, the order is planned for next week. "
       "Thank you", "shipping", urgency=1),
    _w("The dining table arrived today but it's the oak finish, I ordered walnut. Chairs are right. Can "
       "you swap the table? We have family coming for lunch on Sunday.", "shipping", urgency=2),
    _w("courier left my e-bike (28kg box!) outside in the rain all afternoon. box is soaked through. bike "
       "looks ok but im worried about the battery. what should i do", "shipping"),
    _w("We run a climbing centre and our order of 400 holds and two auto-belays was due Tuesday for our "
       "reopening. Courier site just says 'exception'. We open tomorrow morning with 300 kids booked. "
       "Please escalate this.", "shipping", urgency=3),
    _w("do u deliver on saturdays? order 8812", "shipping"),
    _w("My parcel went to my old address even though I updated it in my account last week. Royal Mail "
       "says it's held at the Bristol depot for 5 days before going back. Can you get it redirected?",
       "shipping", urgency=2),
    _w("received a box with someone elses name on it. inside are ski boots size 42. i ordered a snowboard "
       "lol what now", "shipping"),
    _w("bluetooth not connecting amp to phone", "technical"),
    _w("I've assembled the bunk bed but the ladder bolts won't line up with the holes in the frame, "
       "they're off by about 5mm. The kids are meant to be sleeping in it tonight, can anyone help?",
       "technical", urgency=3),
    _w("How do I calibrate the torque sensor on the Bafang M510? Assist feels stronger on the left pedal "
       "than the right. More curiosity than a problem, whenever you have a minute.", "technical", urgency=0),
    _w("since your portal update yesterday none of our staff can log into the trade ordering system. we "
       "are a dealership with four shops and cannot process a single order, customers waiting in every "
       "branch", "technical", urgency=4),
    _w("drone camera shows black screen in the Fly app but the drone itself flies fine. tried restarting "
       "everything, different cable. going on holiday in 4 days", "technical", urgency=2),
    _w("I hope you understand english. The OBD2 reader you sell does not connect with my BMW E90, it says "
       "'protocol error'. I tried with ignition on and with engine running. What can I do?", "technical"),
    _w("the chess clock beeps constantly and doesnt stop even after i reset it?? club tournament is "
       "tomorrow morning", "technical", urgency=3),
    _w("Can you tell me how to set the metronome on the keyboard to 6/8? The manual only shows 4/4. "
       "Lesson on Thursday", "technical", urgency=2),
    _w("Do you have the Sony A7 IV in stock at the Manchester store? Want to come in and buy it this "
       "afternoon.", "sales", urgency=3),
    _w("Hi, I'm a secondary school music teacher. We're looking to buy 25 ukuleles and 5 keyboards for "
       "next academic year. Could you send an education pricing quote? Budget sign-off is in a couple of "
       "weeks.", "sales", urgency=1),
    _w("is the Catan 3D edition worth it or should i just get the normal one", "sales"),
    _w("Do you offer a trial of the bike fit service, or can I pay for a half session first? Just "
       "wondering.", "sales", urgency=0),
    _w("We're a production company shooting next week and want to buy 3 DJI Ronin RS4 kits plus spare "
       "batteries. Can you invoice us as a business and deliver to Pinewood by Monday?", "sales", urgency=2),
    _w("Hi! Would your shop be interested in partnering with our charity bike ride in October? We're "
       "looking for a local shop to run the repair tent in exchange for branding on the route. No rush at "
       "all.", "sales", urgency=0),
    _w("how much for the 18V combi drill + impact driver twin pack, and is there a bundle price if i add "
       "2 extra batteries", "sales"),
    _w("Boost your Amazon reviews! Genuine 5-star reviews from verified buyers, 100% safe, packages from "
       "$99. WhatsApp us today.", "spam"),
    _w("Hello, we build Shopify stores for music shops starting at just $299. Faster checkout, more "
       "sales. See our portfolio and book a call!", "spam"),
    _w("Dear beneficiary, the IMF compensation unit has approved the release of your $2,500,000 payment. "
       "Contact agent Mrs. Grace Williams with your full name, phone and bank details to proceed.", "spam"),
    _w("Your Microsoft 365 password expires today. To keep your current password click here and confirm "
       "your login details.", "spam"),
    _w("Get 10,000 Instagram followers for your guitar shop for only $19! Real active accounts, delivery "
       "in 24h.", "spam"),
    _w("Lose 12kg in 3 weeks without exercise! The secret pro cyclists don't want you to know. Order Keto "
       "Burn Ultra now", "spam"),
    _w("yeah hi so I bought the trampoline off you guys last month and it's got a tear in the mat already "
       "and I just want my money back really I don't want another one cheers", "billing", refund=True),
    _w("Dear Sirs, I request a full reimbursement of £1,249 for the e-bike (order EB-90021) returned "
       "under your 30 day policy on 2 May. Please confirm the date of payment at your convenience, there "
       "is no urgency. Regards, Dr P. Anand", "billing", refund=True, urgency=0),
    _w("Charged £9.99 a month for 'Pro Member' since Feb. Never signed up. Reverse all of it, today.",
       "billing", refund=True, urgency=3),
    _w("I was refunded £45 for the returned lens hood but the hood was £62. Please send the remaining "
       "£17. No hurry.", "billing", refund=True, urgency=0),
    _w("Our account shows invoice INV-7740 as overdue but we paid it by bank transfer on the 3rd, "
       "remittance attached. Because of it our trade credit is on hold and we can't place any orders, and "
       "we have contractors standing on site right now waiting for fixings. Please update your ledger "
       "immediately.", "billing", urgency=4),
    _w("could i get a receipt emailed for the violin strings i bought in store on tuesday, lost the paper "
       "one. whenever", "billing", urgency=0),
    _w("what's this £3.50 'small order fee' on my bill? wasn't mentioned anywhere at checkout", "billing"),
    _w("hello the payment went through twice on my klarna, once 89.99 and again 89.99 for the same pair "
       "of hiking boots, please can one be cancelled and the money sent back, next week is fine",
       "billing", refund=True, urgency=1),
    _w("Is there a way to pay the remaining balance on my layaway for the Les Paul by bank transfer "
       "instead of card? Card limit issue. It's due end of next month so not pressing.", "billing", urgency=1),
    _w("ok so the delivery guy came today and just dropped the sofa bed box at the front door and left "
       "and its like 60 kilos and i live on the third floor and it said two man delivery to room of "
       "choice so can someone come back and bring it up today please its blocking the hallway and the "
       "neighbours are kicking off", "shipping", urgency=3),
    _w("Tracking?", "shipping"),
    _w("Morning. The replacement derailleur hanger you promised to post last Friday hasn't arrived. Can I "
       "get a tracking number? Bike's out of action but I've got my old one for now, so next week is "
       "fine.", "shipping", urgency=1),
    _w("parcel arrived with 2 of the 6 miniatures snapped off the sprue and the paint pots leaked all "
       "over the rulebook. photos attached. could you send replacements of the broken bits, no need for "
       "money back", "shipping"),
    _w("Hi, we're a wedding band and our new PA speakers were supposed to arrive Wednesday. It's now "
       "Friday lunchtime and our gig is at 6pm tomorrow. DPD just says 'delayed at hub'. Please please "
       "help", "shipping", urgency=3),
    _w("Can the exhaust system I ordered be delivered to my workplace instead? Same city: Unit 4, "
       "Parkside Industrial Est, Coventry CV1 4LQ. I don't think it's shipped yet. Take your time, just "
       "let me know.", "shipping", urgency=0),
    _w("The customs form on my parcel to Canada says 'used goods, value $5' but it's a brand new camera "
       "lens worth $1,400. Now Canada Post wants to inspect it. Why was it declared like that?", "shipping"),
    _w("Our running club needs the 40 race vests for this Saturday's marathon. Order 4410 is still "
       "showing 'processing'. Can you confirm it ships today?", "shipping", urgency=3),
    _w("hi so i downloaded your app for the smart trainer and it just says device not found and ive tried "
       "turning bluetooth off and on and the trainer is definitely plugged in and i dont know what else "
       "to do", "technical"),
    _w("The assembly video for the corner desk (CD-140) on your website won't play, just a spinning "
       "circle in Chrome and Safari. Could you send a PDF of the instructions instead? Absolutely no "
       "rush.", "technical", urgency=0),
    _w("Our POS integration with your wholesale catalogue stopped syncing stock levels last night. We're "
       "selling items we don't have and refunding angry customers every few minutes. Please get "
       "engineering on this NOW.", "technical", urgency=4),
    _w("what's a good tyre pressure for 2.4 tubeless MTB tyres, rider 85kg? no rush just want a starting "
       "point", "technical", urgency=0),
    _w("We're a drone survey company. Our only survey drone shows 'compass error' and won't take off, "
       "calibrated it twice. Crew of six on site at a quarry doing nothing and the client pays by the "
       "hour. Need help right now.", "technical", urgency=4),
    _w("E-bike motor cuts out every time I go over 20 km/h and then comes back. Battery is full. Started "
       "last week. I commute on it every day so some advice in the next few days would be great.",
       "technical", urgency=2),
    _w("The torque wrench you sold me clicks way too early, feels like 20Nm when it's set to 40. Faulty "
       "or am I using it wrong? I'm swapping wheels on the car this weekend.", "technical", urgency=2),
    _w("I CANT LOG IN. RESET PASSWORD SAYS 'USER NOT FOUND' BUT YOU EMAILED ME YESTERDAY ABOUT MY ORDER. "
       "FIX IT NOW", "technical", urgency=3),
    _w("hello do you sell spare parts for the Brompton C line, like the hinge clamp plate? thinking of "
       "buying some spares eventually before a long tour next year", "sales", urgency=1),
    _w("hi im thinking of getting into drone photography, what would you recommend under 500 quid? total "
       "beginner, no rush at all", "sales", urgency=0),
    _w("Good afternoon, we're a co-working space fitting out a new floor. We'd like a quote for 60 "
       "flat-pack desks, 60 chairs and 20 storage units, with assembly if you offer it. Move-in is in "
       "about 3 weeks.", "sales", urgency=1),
    _w("do you price match? saw the Thule bike rack £50 cheaper elsewhere", "sales"),
    _w("Interested in the Roland TD-17 kit. Any chance of a better price if I pay cash and collect? I can "
       "pop in on Tuesday.", "sales", urgency=2),
    _w("is the free shipping offer still on? want to order three board games tonight", "sales", urgency=3),
    _w("We're a cycling club of 120 members and would like to discuss a partnership: a member discount in "
       "exchange for promoting your shop in our newsletter. No rush, it's for next season.", "sales", urgency=1),
    _w("Dear business owner, we offer working capital loans up to £250,000, approved in 24 hours, no "
       "credit checks. Reply YES to get started.", "spam"),
    _w("FINAL NOTICE: your domain bikeworks.co.uk is about to expire. Renew now at "
       "domain-renewals-registry.net to avoid losing your search engine listings.", "spam"),
    _w("Hello, I am Captain Sarah Miller of the US Army on a peace keeping mission. I have a consignment "
       "box containing $4.2M that I need to move out of the country and I need a trusted partner. You "
       "will get 30%.", "spam"),
    _w("Exclusive offer for guitar retailers! Wholesale replica 'Les Pauls', look identical to the real "
       "thing at 1/10th the price. Ask for our catalogue on WeChat.", "spam"),
    _w("You have WON an iPhone 16 Pro in our customer loyalty draw!! Claim within 12 hours: "
       "bit.ly/claim-iph16-win", "spam"),
    _w("Hi, I write guest posts for sports and outdoor blogs. Would you accept a sponsored article on "
       "your site with a dofollow link? I pay $50 per placement.", "spam"),
    _w("B1tcoin d0ubled in 1 hour!!! s3nd 0.1 BTC and get 0.2 back. official giveaway, limited time", "spam"),
    _w("Ultra-strong CBD muscle balm for athletes, wholesale from $2/unit. Cures inflammation, arthritis "
       "AND anxiety! Stock it in your store today.", "spam"),
    _w("i got charged for a bike service i cancelled 2 days before the appointment, the guy at the shop "
       "said id get it back but its been a week and i still havent seen the money", "billing", refund=True),
    _w("Our invoice for the 3 rolls of roofing felt shows £0 VAT, but we're VAT registered and need a "
       "proper VAT invoice for our return, which is due in two days.", "billing", urgency=2),
    _w("Hi, my direct debit for the bike insurance add-on failed because I changed banks. How do I update "
       "my payment details? No rush.", "billing", urgency=0),
    _w("PLEASE REFUND ME. YOU SENT A BROKEN AMP AND THEN CHARGED ME FOR THE RETURN POSTAGE ON TOP",
       "billing", refund=True),
    _w("Hello. Our band bought two PA speakers on finance through your site. The finance company is now "
       "charging us interest, but your page advertised 0% APR. Not urgent, but please look into it.",
       "billing", urgency=1),
    _w("We're an events company. Your checkout charged our corporate card 11 times overnight for the same "
       "£2,300 order, the card is now maxed out and we can't pay suppliers for the festival we're running "
       "TODAY. Reverse the duplicate charges immediately.", "billing", refund=True, urgency=4),
    _w("quick question, does the 15% student discount stack with the black friday price? it wasnt applied "
       "on order 4471 and the total seemed high. not urgent", "billing", urgency=1),
    _w("Can I get the £30 back for the missing lock? The box came without it and I had to buy one "
       "locally. Would be good to have it sorted this week.", "billing", refund=True, urgency=2),
    _w("my order says delivered but its not here!!", "shipping"),
    _w("Morning, could you hold my order until the 14th? I'm away on holiday and don't want a guitar "
       "sitting on my doorstep. Order 30021. I think it's due to ship this week.", "shipping", urgency=2),
    _w("three boxes of the wardrobe were supposed to come, box 2 of 3 is missing. courier says only 2 "
       "were handed to them", "shipping"),
    _w("Bonjour, I have ordered a helmet for my son with delivery to France. It says 10-15 days, can it "
       "be faster? It is not a problem if not, I am just asking.", "shipping", urgency=0),
    _w("The pallet of 80 cement bags for our build arrived with half of them split and soaked, completely "
       "unusable. We've got a pump truck booked for a pour at 7am tomorrow. Need replacement bags "
       "delivered first thing.", "shipping", urgency=3),
    _w("wrong colour. ordered the red kayak got a yellow one. dont need a refund just swap it whenever "
       "you can", "shipping", urgency=0),
    _w("Hi, can I get an evening delivery slot? I'm never home during the day and the courier has tried "
       "twice already with my mountain bike. They say it goes back to you after the third attempt on "
       "Thursday.", "shipping", urgency=2),
    _w("We're a bike rental company on the coast. Our order of 50 chains and 30 brake sets was meant to "
       "arrive before the bank holiday. It's Saturday, half our fleet is grounded and we're turning "
       "families away at the door. WHERE IS IT?", "shipping", urgency=4),
    _w("update bricked my synth help. gig tonight", "technical", urgency=3),
    _w("The app says my parcel was delivered but the app itself keeps crashing whenever I open the order "
       "page, so I can't see the photo proof. Android 14, Pixel 7.", "technical"),
    _w("How do you score the longest road in Catan Junior? The rulebook contradicts itself on page 6. "
       "Just curious, we had a family debate about it 😂", "technical", urgency=0),
    _w("my electronic drum module gives no sound from the headphone out but the main outs work fine. "
       "tried two pairs of headphones. can wait till next week", "technical", urgency=1),
    _w("Our music academy's lesson booking page on your platform shows 'Error 502' for every student. "
       "Exams are this week and around 200 students can't reserve practice rooms right now.", "technical", urgency=4),
    _w("how do i turn off the beeping on the e-bike display every time i change assist level? not a big "
       "deal", "technical", urgency=0),
    _w("My Insta360 won't connect over wifi for transfers, the app keeps saying 'connection timeout'. I'm "
       "flying to Iceland on Thursday and need to clear the card before then.", "technical", urgency=2),
    _w("The LED headlight bulbs I bought flicker and the dash shows 'bulb failure'. Do I need a CANbus "
       "adapter? No rush, I'm back on the old halogens for now.", "technical", urgency=1),
    _w("price for 200 branded water bottles?", "sales"),
    _w("Hello, we're opening a board game café in September and want to buy around 150 games in one go. "
       "Do you have trade pricing or a wholesale contact? We'd want to finalise within the month.", "sales", urgency=1),
    _w("Do you have the Canon RF 100-500 in stock? I fly out on safari on Sunday so I'd need to order it "
       "today.", "sales", urgency=3),
    _w("Hi, we run a fleet of 30 delivery vans and need a new supplier for tyres and service parts. Our "
       "current one went bust and we have vans off the road as of this morning. Can someone call me about "
       "a trade account straight away?", "sales", urgency=4),
    _w("is the kids balance bike ok for a 2 year old? thinking of buying it for her birthday next month",
       "sales", urgency=1),
    _w("do you have a showroom where i can see the sofas assembled before i buy", "sales"),
    _w("What would 12 Yamaha acoustic guitars cost for a church music programme? We'd need them by the "
       "end of this week, the programme starts Monday.", "sales", urgency=2),
    _w("Dear Partner, we supply premium e-bike batteries 48V 20Ah at factory price, UL certified, free "
       "samples available. Best regards, Kevin, Shenzhen PowerTech", "spam"),
    _w("Your Amazon Seller account has been suspended due to unusual activity. Submit an appeal within "
       "24h: amazon-seller-appeal-centre.com", "spam"),
    _w("I'd love to feature your store in our 'Top 10 Drone Shops 2025' list! Listing fee is only $149. "
       "Secure your spot before it fills up!", "spam"),
    _w("Re: Invoice #88213 overdue. Please see the attached document and remit payment to our new bank "
       "account details below.", "spam"),
    _w("Grow your hair back in 30 days, guaranteed, or your money back! Order HairMax Pro today", "spam"),
    _w("Attention: unclaimed lottery winnings of €950,000 are registered to your email address. Contact "
       "our claims agent Mr. Pedro Alvarez to release the funds.", "spam"),
    _w("hi i am lonely woman from Kyiv 27 years, i like sport and bicycles, maybe we can talk? send me "
       "message on telegram", "spam"),
    _w("We can get your music shop listed on 500 directories for just $29. Increase traffic by 300%! "
       "Reply STOP to unsubscribe", "spam"),
    _w("when will my money come back for the returned desk chair", "billing", refund=True),
    _w("Hi, I bought a set of 4 winter tyres and your site said £320 fitted, but I was charged £380. Can "
       "you explain the difference? Was fitting not included after all?", "billing"),
    _w("Our monthly subscription for your workshop booking software was charged to a closed card and now "
       "the account is suspended. None of our 5 mechanics can see today's bookings and customers are "
       "already arriving with their bikes. Please take payment on the new card right now.", "billing", urgency=4),
    _w("do you accept apple pay for click and collect orders? just wondering for next time", "billing", urgency=0),
    _w("i was refunded for the cracked helmet but you kept a 15% restocking fee?? it was broken when it "
       "arrived, i want the rest of my money back", "billing", refund=True),
    _w("Please send a copy of the invoice for order 10294 to accounts@harrisjoinery.co.uk, we need it for "
       "the month-end close on Friday.", "billing", urgency=2),
    _w("Good morning, the invoice for our club's annual order of 60 cricket balls shows the old price of "
       "£18 per ball instead of the £15 we agreed. We can't pay it until it's corrected and our treasurer "
       "has to settle it by tomorrow.", "billing", urgency=3),
    _w("Hi could you split the payment for my drum kit order across two cards? Whenever suits you, the "
       "balance isn't due until next month.", "billing", urgency=1),
    _w("The shop charged me twice at the till for Pandemic Legacy on Saturday, my bank shows £64 two "
       "times. Please pay one of them back, ideally in the next couple of days.", "billing", refund=True, urgency=2),
    _w("parcel stuck in the pickup locker and the code in the text doesnt work. locker says it sends it "
       "back tonight", "shipping", urgency=3),
    _w("hiya is my order on its way yet its been 6 days, order number 55012, football goals for the kids", "shipping"),
    _w("Dear team, the bathroom vanity unit arrived yesterday with a large crack in the ceramic basin. "
       "Our plumber is booked for Wednesday. Could you send a replacement basin before then? I do not "
       "want a refund.", "shipping", urgency=2),
    _w("no rush but can i add a note for the courier to leave the parcel at the corner shop", "shipping", urgency=0),
    _w("Ordered 200m of cable and 30 sockets for a shop fit-out. Delivery came with 20 sockets and the "
       "wrong cable gauge. Electricians are sitting idle on site, the client opens Monday and every hour "
       "is costing us. Send the right stuff today.", "shipping", urgency=4),
    _w("Which courier do you use for Switzerland? Want to know if I'll have to pay duty on the camera I "
       "ordered. Not urgent.", "shipping", urgency=1),
    _w("my tracking says 'returned to sender - address incomplete' but the address is right?? order 88102 "
       "(bike helmet and lights)", "shipping"),
    _w("I'm writing from a primary school. 25 chess sets were meant to be delivered for our inter-school "
       "tournament which starts in 2 hours. Tracking has said 'out for delivery' since 7am and 200 "
       "children and parents are on their way. Please call the driver!", "shipping", urgency=4),
    _w("We're a music venue. The digital mixing desk we bought from you froze mid soundcheck and now "
       "won't boot past the logo. Doors open in 90 minutes and the headliner is on at 9.", "technical", urgency=4),
    _w("hi the app keeps logging me out every time i switch to another app its driving me mad", "technical"),
    _w("how do i set up the wifi on the garage door opener you sell? instructions arent clear about the "
       "2.4 ghz bit. sometime next week is fine", "technical", urgency=1),
    _w("Bluetooth heart rate strap pairs with my watch but not with your training app. Any ideas? "
       "Whenever, it's not urgent.", "technical", urgency=0),
    _w("We're a delivery company using your e-cargo bikes. Since the overnight update all 15 batteries "
       "show 0% and won't charge. Our riders can't do a single drop and there are 300 parcels sitting in "
       "the depot.", "technical", urgency=4),
    _w("the gimbal tilts to the left about 5 degrees when its supposed to be level, tried auto calibrate "
       "already", "technical"),
    _w("Hi, complete beginner here, how do I tune the ukulele I bought? The clip tuner says 'G' but when "
       "I tighten it the string goes sharp then snaps 😅 first lesson tomorrow afternoon", "technical", urgency=3),
    _w("Hello, I can't register my drone on your warranty portal, the page just gives 'Error 404'. I'd "
       "like to sort it out sometime next week.", "technical", urgency=1),
    _w("Do you sell replacement batteries for a 2019 Haibike?", "sales"),
    _w("Hi there, I own a physio clinic and I'm looking to buy 10 exercise bikes and 20 sets of "
       "resistance bands. Could you do a bulk price? We open next month.", "sales", urgency=1),
    _w("We run a hardware shop and would like to become a stockist of your own-brand hand tools. Can we "
       "set up a call this week?", "sales", urgency=2),
    _w("hey before i order do you ship to australia and how long does it take? just curious", "shipping", urgency=0),
    _w("how much would the Trek Fuel EX 8 be with the dropper post upgrade? wanna buy it today if the "
       "price is right", "sales", urgency=3),
    _w("Our escape room business is opening three new rooms and we need 30 padlocks, 12 combination safes "
       "and various props. Could you quote? The builders finish on the 20th.", "sales", urgency=2),
    _w("Our rowing club's trailer was stolen last night and we have a regatta in two days. Do you have a "
       "6-boat trailer in stock we could buy and collect tomorrow?", "sales", urgency=3),
    _w("Congratulations, you've been selected for a FREE trial of our business energy plan, save 40% on "
       "electricity! Reply to claim your free quote.", "spam"),
    _w("Your PayPal account has been temporarily restricted. Please log in at "
       "paypal-resolution-center.info to restore access.", "spam"),
    _w("Hey! We're an agency that runs TikTok ads for bike shops for only $9/day. Guaranteed 10x ROAS or "
       "you don't pay!", "spam"),
    _w("Hello sir I want to buy 50 of your e-bikes for my company, I will pay by certified cheque above "
       "the amount and you refund the difference to my shipping agent. Kindly send your bank details.", "spam"),
    _w("Dear webmaster, we found broken links on your page /drum-kits. We can fix them and add 20 "
       "high-authority backlinks for just $79.", "spam"),
    _w("Make $5000 a week from home with our dropshipping course! No experience needed, start today!!", "spam"),
    _w("Increase your stamina by 300% with NatureMax capsules, 100% herbal, discreet shipping worldwide", "spam"),
    _w("Hello friend, I am Mr. Chen Wei, auditor at a bank in Hong Kong. A dormant account of $18.6M "
       "belongs to a deceased client with no heir. Let us work together, 50/50 share.", "spam"),
    _w("did u get my return?? its been 3 weeks and still no money", "billing", refund=True),
    _w("why is my invoice 20 euro higher than last month. not urgent, just want to understand", "billing", urgency=1),
    _w("want my money back. blender broke after two days", "billing", refund=True),
    _w("cancel my subscription before it renews tomorrow", "billing", urgency=3),
    _w("the discount code didnt apply, total was 64 instead of 54. please put the 10 back on my card, no "
       "hurry", "billing", refund=True, urgency=0),
    _w("where's my receipt? accountant needs it friday", "billing", urgency=2),
    _w("My card was declined three times but my bank says everything is fine on their side. Rent for the "
       "studio space is due Friday and I need this membership active before then.", "billing", urgency=2),
    _w("pls reverse the charge from 3 march i never ordered that. rent comes out of that account tomorrow",
       "billing", refund=True, urgency=3),
    _w("is it coming today or not? im leaving for the airport at 5", "shipping", urgency=3),
    _w("The box arrived crushed and two of the six wine glasses inside are broken. I'd like the two "
       "replaced, I don't need a refund.", "shipping"),
    _w("change delivery address to 14 Hill Rd pls, order 9921. it says it ships in the morning", "shipping", urgency=3),
    _w("tracking stuck since monday, birthday present is saturday", "shipping", urgency=2),
    _w("Good day, my package is staying in customs since 10 days. Which papers I must send to you for "
       "release it?", "shipping"),
    _w("got the wrong size, 42 instead of 44. can you swap them sometime next week", "shipping", urgency=1),
    _w("can i collect it from the locker instead? no hurry", "shipping", urgency=0),
    _w("app keeps crashing", "technical"),
    _w("cant log in, payroll goes out in an hour", "technical", urgency=3),
    _w("the reset code is never delivered to my inbox, checked spam too", "technical"),
    _w("URGENT our whole checkout page is throwing a 500 error and we have customers trying to pay right "
       "now", "technical", urgency=4),
    _w("how do I pair the headphones with a second phone? just curious, whenever you get to it",
       "technical", urgency=0),
    _w("your tracking page just spins forever and never loads. the parcel itself is fine, its the website "
       "thats broken", "technical"),
    _w("Hi, after last night's update the printer shows error E-04 and refuses to print. I have a client "
       "presentation to print by 9am tomorrow.", "technical", urgency=3),
    _w("sync between my tablet and laptop stopped working. not a priority, sometime this month is ok",
       "technical", urgency=1),
    _w("do you ship to norway", "shipping"),
    _w("price for 200 units? need quote by end of week", "sales", urgency=2),
    _w("We're a small cafe chain with six locations and we're looking at replacing our tills with your "
       "POS system. Could someone give us a demo in the next couple of weeks? Nothing is on fire, we're "
       "just planning ahead.", "sales", urgency=1),
    _w("do u have a student discount", "sales"),
    _w("need 30 branded mugs for a conference on thursday, can you still make that in time?", "sales", urgency=2),
    _w("just browsing, no rush, but is there a family plan?", "sales", urgency=0),
    _w("Congratulations!!! You have been selected to receive a $1000 gift card. Click here to claim "
       "within 24 hours.", "spam"),
    _w("Boost your store to page 1 of Google. Guaranteed high-authority backlinks, only 50 USD a month.", "spam"),
    _w("Dear Sir, I am Barrister James Okoro. Your late relative left a fund of 4.5 million USD in my "
       "custody and you are the only beneficiary. Kindly send your full name and bank details so the "
       "transfer can begin.", "spam"),
    _w("hi handsome, lonely tonight? chat with me 😘", "spam"),
    _w("Your account has been suspended. Verify your password immediately at secure-login-verify.co to "
       "avoid deletion.", "spam"),
    _w("double your bitcoin in 7 days no risk", "spam"),
    _w("Hi team, we supply eco-friendly cardboard mailers to e-commerce brands like yours at 30% below "
       "market. Can I send you a free sample pack and a price list?", "spam"),
    _w("lose 10kg in one week with this ONE tea doctors hate", "spam"),
    _w("money back please, it never worked", "billing", refund=True),
    _w("returned it last week. when do i get the money", "billing", refund=True),
    _w("Please reimburse the 39.99 I paid for express shipping. The parcel came four days late, so I "
       "didn't get what I paid for.", "billing", refund=True),
    _w("you charged me after i cancelled. want it credited back this week", "billing", refund=True, urgency=2),
    _w("can i pay with paypal instead of card? whenever you get a chance", "billing", urgency=0),
    _w("Hello, invoice INV-20931 includes German VAT but we are a registered business with a valid VAT ID "
       "and should be reverse-charged. Could you reissue the invoice? Our books close on the 31st.",
       "billing", urgency=2),
    _w("i still not receive my money back for order 4471. you promise 5 days, now is 12 days", "billing", refund=True),
    _w("switch me to yearly billing, no rush", "billing", urgency=0),
    _w("im a pensioner and you took 89 pound instead of 8.90. that was my food money for the week. please "
       "give it back today", "billing", refund=True, urgency=3),
    _w("says delivered. its not here.", "shipping"),
    _w("for future orders, can you deliver after 6pm? i work days. not urgent", "shipping", urgency=1),
    _w("parcel is going to my old address!! please redirect it, im only at the old place until wednesday",
       "shipping", urgency=2),
    _w("Our produce order didn't arrive this morning and the restaurant opens for lunch in two hours. No "
       "lettuce, no tomatoes, nothing.", "shipping", urgency=3),
    _w("charger missing from box, need it for work monday", "shipping", urgency=2),
    _w("wen will my order ship, ordered 6 days ago", "shipping"),
    _w("No rush at all, but which courier do you use for Ireland? My order is already placed, I'd just "
       "like to know who to look out for.", "shipping", urgency=0),
    _w("the pharmacy delivery hasnt come and i have one tablet left for tonight", "shipping", urgency=3),
    _w("2fa code not arriving and check-in closes in 30 min", "technical", urgency=3),
    _w("how to export my data to csv", "technical"),
    _w("The app says my parcel was delivered, fine, but the app itself crashes every single time I open "
       "the order page. Android 14, latest version.", "technical"),
    _w("ALL 40 of our staff have been locked out of the dashboard since 8am. Nobody can work.", "technical", urgency=4),
    _w("smart lock wont open, im standing outside in the cold with my baby", "technical", urgency=4),
    _w("bluetooth keeps dropping on the speaker every few minutes", "technical"),
    _w("When you have a moment, how do I change the app language to Spanish?", "technical", urgency=0),
    _w("invoices page blank in chrome, fine in firefox. low priority", "technical", urgency=1),
    _w("any discount if i buy 3?", "sales"),
    _w("Hello, I represent a school district of 14 schools interested in licensing your reading app for "
       "roughly 3,000 students. Could you send pricing, and do you offer a pilot before the next school "
       "year starts in September?", "sales", urgency=1),
    _w("can i get a trial before paying? want to decide this week", "sales", urgency=2),
    _w("will the 65 inch be back before black friday", "sales"),
    _w("need a quote for 12 laptops before our 4pm meeting", "sales", urgency=3),
    _w("is the corner sofa available in green? we move in next week and want to order soon", "sales", urgency=2),
    _w("CLAIM YOUR FREE IPHONE 15 NOW - ONLY 3 LEFT!!!", "spam"),
    _w("Hi, we are a web design agency and noticed your website loads slowly on mobile. We can redesign "
       "it for just $499, delivered in 5 days. Reply YES for a free audit.", "spam"),
    _w("Dear Winner, your email address won 850,000 GBP in the international online lottery. Contact our "
       "claims agent and pay the small processing fee to receive your prize.", "spam"),
    _w("hot singles near you want to meet", "spam"),
    _w("Security alert: unusual sign-in detected on your PayPaI account. Confirm your identity within 12 "
       "hours or your account will be limited.", "spam"),
    _w("invest 250 and earn 5000 weekly with our AI crypto trading bot", "spam"),
    _w("i can write 10 seo guest posts for your blog DA 50+ cheap price reply for list", "spam"),
    _w("Miracle cream erases wrinkles in 3 days. 90% off today only!", "spam"),
    _w("Hi, I paid for the annual plan by mistake, I meant to pick monthly. Could you refund the "
       "difference? Happy to wait until next week.", "billing", refund=True, urgency=1),
    _w("you cancelled the course, not me, so i expect a full reimbursement. take your time but i do want "
       "it", "billing", refund=True, urgency=0),
    _w("my bill shows a roaming fee but i never left the country. direct debit goes out monday", "billing", urgency=2),
    _w("STOP TAKING MONEY FROM MY ACCOUNT. I CANCELLED IN MAY AND I WANT EVERY PENNY BACK BEFORE THE NEXT "
       "ONE COMES OUT ON FRIDAY", "billing", refund=True, urgency=2),
    _w("is there a fee if i pay my invoice by bank transfer? its due thursday", "billing", urgency=2),
    _w("Our company card was billed for 25 seats but we only have 18 users. Please correct it on the next "
       "invoice, there's no need to refund this month.", "billing", urgency=1),
    _w("the hotel charged my card again at checkout even though i prepaid online. need that reversed, i "
       "fly home tomorrow and wont be able to sort it from there", "billing", refund=True, urgency=3),
    _w("where is my order 88120", "shipping"),
    _w("dog food didnt arrive and we're out, he hasnt eaten since this morning", "shipping", urgency=3),
    _w("i think it was delivered to the wrong house. its frozen food so it wont last long", "shipping", urgency=3),
    _w("I'm away until the 20th, could you hold my parcel at the depot? It's only due to ship next month, "
       "so there's no hurry at all.", "shipping", urgency=0),
    _w("Received a black jacket, ordered navy. Not after my money, just send the right colour please.", "shipping"),
    _w("customs want 40 eur before they release it and the courier comes back tomorrow. do i have to pay "
       "this??", "shipping", urgency=3),
    _w("the tracking number you sent doesnt work on the courier site. not urgent", "shipping", urgency=1),
    _w("We have a trade show stand to set up Thursday morning and the 40 display stands we ordered still "
       "say 'label created'. Can you confirm they are actually on a truck?", "shipping", urgency=2),
    _w("wifi extender keeps rebooting", "technical"),
    _w("forgot my password", "technical"),
    _w("The online store has been down for 20 minutes on our launch day and we are losing sales every "
       "minute!!", "technical", urgency=4),
    _w("how do i add a second user to the account? not urgent at all", "technical", urgency=0),
    _w("the app logs me out every time i switch apps. ios 17. mildly annoying, it can wait", "technical", urgency=1),
    _w("tv app keeps buffering, the final starts in 20 min", "technical", urgency=3),
    _w("My email verification code always arrives after it has already expired. I need to finish my visa "
       "application tonight.", "technical", urgency=3),
    _w("badge readers at the main entrance stopped scanning, 200 employees stuck in the lobby", "technical", urgency=4),
    _w("got this in XL?", "sales"),
    _w("how much for custom logo print on 500 tote bags", "sales"),
    _w("Do you offer nonprofit pricing? We're a small animal shelter. No hurry, we're only budgeting for "
       "next year.", "sales", urgency=0),
    _w("can you ship to canada before i order? need it by the 15th", "shipping", urgency=2),
    _w("I'd like to book a demo for our team, ideally tomorrow morning, because the decision is made "
       "Friday.", "sales", urgency=3),
    _w("Would you consider a reseller partnership? We run three bike shops in Porto. A call sometime next "
       "month would suit us.", "sales", urgency=1),
    _w("is the spring sale still on? want to order before it ends tonight", "sales", urgency=3),
    _w("You've been pre-approved for a $50,000 business loan. No credit check. Reply now to lock your rate.", "spam"),
    _w("get 10,000 real instagram followers for $9.99", "spam"),
    _w("Greetings beloved, I am Mrs. Grace Adebayo, a widow in hospital with little time left. I wish to "
       "donate my 2.8 million dollars through your company to charity. Please reply with your private "
       "email and phone.", "spam"),
    _w("want to see my private pics? link in bio ;)", "spam"),
    _w("Your Apple ID was locked due to suspicious activity. Unlock it here: appleid-support-verify.net", "spam"),
    _w("new memecoin launching tomorrow 100x guaranteed get in early 🚀🚀", "spam"),
    _w("Hello, I'm reaching out from LeadGen Pro. We help Shopify stores like yours get 3x more customers "
       "with outsourced appointment setting. Do you have 15 minutes this week for a quick call?", "spam"),
    _w("male enhancement pills, discreet shipping, 70% off", "spam"),
    _w("refund me today", "billing", refund=True, urgency=3),
    _w("where is my refund? no rush", "billing", refund=True, urgency=0),
    _w("pay me back for the broken lamp whenever", "billing", refund=True, urgency=0),
    _w("driver never came so i paid for a taxi. reimburse me, next week is fine", "billing", refund=True, urgency=1),
    _w("you debited all 300 of our staff twice this morning. reverse it NOW, people cant pay rent",
       "billing", refund=True, urgency=4),
    _w("whats this 4.99 charge", "billing"),
    _w("receipt has the wrong company name on it. not urgent", "billing", urgency=1),
    _w("can i split the payment in 3? next month's fine", "billing", urgency=1),
    _w("credit it back to my visa please, not store credit", "billing", refund=True),
    _w("ur courier threw my parcel over the fence", "shipping"),
    _w("delivery next week is fine, just confirm the day", "shipping", urgency=1),
    _w("no hurry but can i add a safe place note", "shipping", urgency=0),
    _w("our entire stock delivery never arrived. the shop cant open", "shipping", urgency=4),
    _w("insulin shipment stuck 2 days, the cold pack is warming up, my son needs it", "shipping", urgency=4),
    _w("which pickup point is closest to 10115? whenever", "shipping", urgency=0),
    _w("next time leave it with the neighbour at no 12. not urgent", "shipping", urgency=1),
    _w("parcel shows returned to sender?? why", "shipping"),
    _w("scheduling system down, nurses cant see their shifts", "technical", urgency=4),
    _w("card terminals offline in all 5 stores, cash only now", "technical", urgency=4),
    _w("how do i turn off notifications. no rush", "technical", urgency=0),
    _w("how to enable dark mode? whenever", "technical", urgency=0),
    _w("export button is greyed out. can wait till next week", "technical", urgency=1),
    _w("guest forgot the safe pin and checks out in an hour, how do i reset it", "technical", urgency=3),
    _w("site search returns nothing for any word", "technical"),
    _w("can i undo a deleted note? not a big deal", "technical", urgency=1),
    _w("do you deliver to cyprus? asking before i buy", "shipping"),
    _w("bulk price for 1000 pens, not in a hurry", "sales", urgency=0),
    _w("any black friday deals coming? planning for next month", "sales", urgency=1),
    _w("can we get a demo sometime next week", "sales", urgency=1),
    _w("event is saturday, can you rent us 50 chairs", "sales", urgency=2),
    _w("do u sell refurb iphones", "sales"),
    _w("hi, interested in a partnership with you guys, eventually", "sales", urgency=1),
    _w("FREE CASH APP $750 click to claim", "spam"),
    _w("cheap rolex replica 90% off", "spam"),
    _w("ur netflix payment failed, update card here: netf1ix-billing.com", "spam"),
    _w("earn 3000/day working from home!!", "spam"),
    _w("hey its anna, saw ur profile, wanna chat? 💋", "spam"),
    _w("we do backlinks cheap, 100 for 20$", "spam"),
    _w("White-label SMS marketing for retailers. Partner with us, reply for pricing.", "spam"),
    _w("concert got cancelled. i want my money back", "billing", refund=True),
    _w("refund before friday or im going to my bank", "billing", refund=True, urgency=2),
    _w("pls can u return my money this week, i am waiting long time", "billing", refund=True, urgency=2),
    _w("reimburse the deposit pls, we move out in 2 days and need it for the new flat",
       "billing", refund=True, urgency=2),
    _w("compensation to my card for the cancelled flight, no hurry", "billing", refund=True, urgency=0),
    _w("your billing took our whole monthly ad budget in one go and every campaign just stopped", "billing", urgency=4),
    _w("update my card, old one expired and the next payment is in a few days", "billing", urgency=2),
    _w("why was tax added twice on invoice 3302? whenever", "billing", urgency=0),
    _w("promo code didnt work on my order. not urgent", "billing", urgency=1),
    _w("dress for tomorrow's wedding still not delivered", "shipping", urgency=3),
    _w("the 50 pallets for our production line didnt arrive, line is stopped", "shipping", urgency=4),
    _w("wheres my stuff, need it by thursday", "shipping", urgency=2),
    _w("wrong address on label, fix before it ships friday", "shipping", urgency=2),
    _w("no rush, can u combine my two orders", "shipping", urgency=0),
    _w("food bank delivery missing and 200 families are queuing outside right now", "shipping", urgency=4),
    _w("replacement part hasnt come. whenever, i have a spare", "shipping", urgency=0),
    _w("Hello, I ordered a crib for our baby, who is due in about a month. The tracking hasn't updated "
       "for a while. No panic, I'd just like to know it's still on its way and will turn up sometime in "
       "the next few weeks.", "shipping", urgency=1),
    _w("badge system down, doctors locked out of the wards", "technical", urgency=4),
    _w("website hacked, showing casino ads to every visitor", "technical", urgency=4),
    _w("login broken for the whole sales team, big client call in 10 min", "technical", urgency=4),
    _w("app crashes on start, i need it for my exam tomorrow morning", "technical", urgency=3),
    _w("cant connect printer to wifi, need it by thursday", "technical", urgency=2),
    _w("how do i change my username? no hurry", "technical", urgency=0),
    _w("The delivery status widget on my shop page shows error 404 instead of the tracking info. The "
       "parcels are fine, it's the widget. Could you look at it this week?", "technical", urgency=2),
    _w("voice assistant doesnt understand my accent lol. any tips? eventually", "technical", urgency=1),
    _w("can i order 500 units by friday? quote asap", "sales", urgency=3),
    _w("pricing for 2000 seats? we pick a vendor this afternoon", "sales", urgency=3),
    _w("do you have this in size 10? no rush", "sales", urgency=0),
    _w("Our kitchen flooded overnight and the restaurant is shut. Can you sell and install a commercial "
       "dishwasher today? Name the price.", "sales", urgency=4),
    _w("interested in your franchise, maybe next quarter", "sales", urgency=1),
    _w("free trial available? want to start today", "sales", urgency=3),
    _w("is the red kettle back in stock? just wondering", "sales", urgency=0),
    _w("you won a FREE cruise!! call now", "spam"),
    _w("Hello dear, I am a US soldier serving overseas and I have gold bars I must move out of the "
       "country. I need a trusted partner to receive them, you will get 30%. Reply with your full name "
       "and address.", "spam"),
    _w("your mailbox is full, log in here to keep receiving emails", "spam"),
    _w("buy followers likes views cheap", "spam"),
    _w("weight loss gummies melt fat while you sleep", "spam"),
    _w("top rated SEO agency, rank #1 in 30 days or your money back", "spam"),
    _w("claim your free crypto airdrop before its gone", "spam"),
    _w("Hi! We noticed your company is hiring. Our recruitment agency can fill any role in 48h with zero "
       "upfront fees. Can we set up a call?", "spam"),
)
"""The first round: ten writers from ``docs/demo-written-brief.md``, in the order written (17 that only ask
whether or how long a delivery somewhere takes were relabelled shipping, as the second brief has it)."""

SECOND_ROUND: tuple[Labelled, ...] = (
    _w("Dear Beloved Friend,\n\nI am Barrister Kofi Mensah, personal attorney to the late Engr. Paul Whitfield, a "
       "foreign contractor who died in a car accident on the Accra-Kumasi road with his entire family. He left the "
       "sum of US$8.5 million (Eight Million Five Hundred Thousand Dollars) in a fixed deposit with no next of kin. "
       "Because you share the same surname, I am contacting you to present you as the beneficiary. 40% will be "
       "yours. Kindly reply with your full name, phone and address for immediate processing.\n\nGod bless,\nBarr. K. "
       "Mensah", "spam"),
    _w("Hello dear, I am Sgt. Kimberly Hayes of the US Army, currently on a peacekeeping mission in Syria. I got "
       "your contact through a search and something tells me I can trust you. During a raid we found trunk boxes "
       "containing $4.2M and I need a trustworthy person to receive it on my behalf before I am redeployed. You will "
       "take 30%. This is 100% risk free. Please reply on my private email only.", "spam"),
    _w("ATTN: CONSIGNMENT BENEFICIARY. I am Mr. Richard Stone, a diplomat attached to the courier unit of the "
       "Republic of Benin. Your consignment box containing USD 3,500,000 is presently held at JFK airport awaiting "
       "clearance. Only a diplomatic immunity seal fee of $385 is required to release it to your doorstep. Reply "
       "with your delivery address and nearest airport.", "spam"),
    _w("good day sir/madam my name is mrs aisha al-hamid widow of late oil minister, i have fund of $27.5million usd "
       "in security company and i am sick with cancer of the brain my doctor say i have few months, i want you to "
       "use this fund for charity and orphanage, contact me back for more detail, remain blessed", "spam"),
    _w("Dear friend, business proposal of mutual benefit. $12.3M dormant account. Reply for details. Mr. Lee Chong, "
       "Hang Seng Bank.", "spam"),
    _w("STRICTLY CONFIDENTIAL. I am the Head of the Audit Department at a bank in Ouagadougou. During our yearly "
       "audit we discovered an abandoned sum of $15.7 million belonging to a customer who died in the 2014 plane "
       "crash. I need a foreign partner to stand as next of kin so the money can be transferred out. Sharing ratio "
       "60/40. Treat this as top secret and reply only if you are serious.", "spam"),
    _w("UNITED NATIONS COMPENSATION COMMISSION. This is to inform you that your email was selected among the victims "
       "of internet fraud to receive a compensation payment of $1,500,000.00 USD. Contact our paying agent Dr. Frank "
       "Obi with: full name, country, phone number, copy of ID. NOTE: you will bear the cost of the ATM card "
       "delivery.", "spam"),
    _w("Greetings in the name of our Lord Jesus Christ. I am Sister Mary Johnson, married to Mr. Johnson who worked "
       "with the Kuwait embassy in Ivory Coast for nine years before he died. Before his death we deposited the sum "
       "of €2,800,000 with a bank here. Having known my condition, I decided to donate this fund to a church or an "
       "individual who will use it well. Please reply with your particulars.", "spam"),
    _w("Hi, I represent a family of gold miners in Mali with 150kg of 22 carat gold dust to sell to a serious buyer "
       "below market price. You only need to pay for the export documents and the smelting certificate. Very big "
       "profit for you. Whatsapp me.", "spam"),
    _w("CONGRATULATIONS!!! Your email address has won £750,000 in the UK Online Lottery draw held on the 12th. "
       "Ticket no: 56475600545 188, Serial no: 5368/02. To claim your prize contact our claims agent with your name, "
       "address, age and phone number. Keep your winning details confidential until your claim has been processed.",
       "spam"),
    _w("U have WON a £1000 cash prize or a 4* holiday! To claim txt CLAIM to 87121 now. T&C apply 150p/msg", "spam"),
    _w("Dear Winner, you have been chosen as one of the 10 lucky recipients of the Euro Millions Promo. Your prize "
       "of €950,000.00 has been approved. Please fill in the attached form and pay the mandatory processing fee of "
       "€250 so the fund can be released into your bank account.", "spam"),
    _w("yr phone number won iphone 15 pro max in our anniversary lucky draw!! just pay shipping 1.99 to get it -> "
       "claim-my-iphone.shop", "spam"),
    _w("FINAL NOTICE: Your $5,000 store voucher is about to expire. You were selected as today's winner. Confirm "
       "your details before midnight to receive it.", "spam"),
    _w("Hello your email have been won 2.5 million in the Google promo anniversary, this are not a joke, send your "
       "details to our agent for releasing of fund. Congratulation once again.", "spam"),
    _w("Spin the wheel and WIN 🎰 You've got 3 free spins waiting + €500 welcome bonus. Your lucky number is 7. Play "
       "now at Casino Royale Online!", "spam"),
    _w("Official notification: your mobile number was drawn in the National Sweepstakes Board quarterly draw, "
       "category B. Prize: $350,000 and a Mercedes Benz. Winners must confirm within 7 days by calling our claims "
       "office and paying a refundable insurance fee.", "spam"),
    _w("Royal Mail: Your parcel has a £1.45 unpaid shipping fee. Pay now to schedule delivery: "
       "royalmail-redelivery-uk.com", "spam"),
    _w("USPS: Your package could not be delivered due to an incomplete address. Please update within 12 hours: "
       "usps-track-help.info/us", "spam"),
    _w("DHL Express: Ihre Sendung konnte nicht zugestellt werden. Dear customer, your shipment is held at customs, "
       "2,99 EUR outstanding. Pay to release: dhl-paket-zoll.net", "spam"),
    _w("Dear Customer,\nWe attempted to deliver your package (tracking no. FX-8823-1190) today but no one was "
       "available to sign. The item has been returned to our local facility. To reschedule, a handling fee of $2.15 "
       "must be paid by card. Failure to do so within 48 hours will result in the package being returned to "
       "sender.\nFedEx Customer Care Team", "spam"),
    _w("Evri: we missed you! Your parcel is waiting. Pick a new delivery slot and pay the 1.20 GBP fee here: "
       "evri-reschedule.co", "spam"),
    _w("Your package is on hold at the warehouse. Customs duty 4.99$ unpaid. If not paid the package will be "
       "destroyed. Track: bit.ly/pkg-hold", "spam"),
    _w("hi, your amazon parcel is stuck at our depot, a small redelivery charge of 0.99 is needed, tap here to "
       "rearrange x", "spam"),
    _w("Dear Valued Customer, we have detected unusual activity on your account and it has been temporarily "
       "suspended. To restore full access please verify your identity by logging in at the secure link below. "
       "Failure to verify will result in permanent closure of your account. Thank you, Online Banking Security",
       "spam"),
    _w("HSBC: A payment of £849.00 to APPLE PAY was attempted from your account. If this was NOT you, visit "
       "hsbc-secure-cancel.com to cancel.", "spam"),
    _w("PayPal: Your account has been limited. We need you to confirm your billing information. Click here to remove "
       "the limitation.", "spam"),
    _w("NETFLIX: your membership is on hold, we couldn't process your last payment. Update your card details to keep "
       "watching: netflix-billing-update.com", "spam"),
    _w("Microsoft 365 alert - your mailbox storage is full and incoming emails are being rejected. Sign in to "
       "upgrade your quota for free or your mailbox will be deactivated. >> Click Here <<", "spam"),
    _w("Apple ID: Your Apple ID was used to sign in to iCloud on a Windows PC in Moscow. If you did not sign in, "
       "lock your account immediately here.", "spam"),
    _w("Dear customer your bank account is block because of KYC not update. Kindly update your PAN card details "
       "today otherwise account will be suspend. Click link", "spam"),
    _w("Amazon: We've locked your account and put all pending orders on hold because of a failed billing "
       "authorization. Verify your payment information within 24h to avoid cancellation.", "spam"),
    _w("Attached is invoice #INV-20931 for services rendered in March. Amount due: $2,480.00. Please process payment "
       "to the new bank details listed, as our previous account is under audit. Regards, Accounts Receivable", "spam"),
    _w("Your Norton 360 subscription has been renewed for $399.99. If you wish to cancel this order and receive a "
       "refund, call our billing department at +1 (808) 555-0199 within 24 hours.", "spam"),
    _w("Geek Squad: Thank you for renewing your Total Protection plan. Order ID GS-77812. Amount charged: $289.00 "
       "via auto-debit. Not you? Call our toll free number to dispute.", "spam"),
    _w("DOMAIN REGISTRY SERVICES - FINAL NOTICE of domain expiration for yourcompany.com. Your listing will be "
       "removed from our search engine submission service. Payment of $86 required. This is not a bill. This is a "
       "solicitation.", "spam"),
    _w("Hi, please find the overdue invoice attached (Invoice_0419.pdf.exe). Kindly settle today to avoid late fees. "
       "Thanks, Sarah - Finance", "spam"),
    _w("Business Directory Listing renewal: Your company's entry in the European Business Register will be renewed "
       "for 3 years at €995 per year unless you object in writing. Please sign and return the enclosed form.", "spam"),
    _w("PAYMENT RECEIPT — You have paid $649.95 to Coinbase Pro for a BTC purchase. If you didn't authorize this, "
       "contact support at once: 1-888-555-0143", "spam"),
    _w("Trademark Office notification: your trademark application requires publication in the International "
       "Trademark Register. Fee: USD 2,390. Pay within 10 days to keep your protection.", "spam"),
    _w("WARNING! Your computer is infected with 5 viruses. Your personal data and banking information are at risk. "
       "Call Microsoft Certified Technicians now at 1-844-555-0102. DO NOT SHUT DOWN YOUR COMPUTER.", "spam"),
    _w("Hello, this is the Windows Technical Department. We have received error reports from your IP address showing "
       "your computer is sending spam. Our engineer will connect remotely to fix it. Please install AnyDesk and "
       "share the code with us.", "spam"),
    _w("Your iPhone has been hacked! (3) viruses detected. Install the free cleaner app to remove them immediately.",
       "spam"),
    _w("Dear user, our system detected that your router is compromised and hackers are using your internet "
       "connection. Call your ISP security team at the number below to avoid disconnection.", "spam"),
    _w("McAfee: Your subscription has expired. Your PC is unprotected 🛡️ Renew with 80% OFF today only.", "spam"),
    _w("hi sir i am calling from the windows, your licence key is expire and the computer will stop working, please "
       "buy new key from us $199 gift card accepted", "spam"),
    _w("Scan complete: 47 junk files, 12 tracking cookies and 1 trojan found on your device. Click CLEAN NOW to fix "
       "your slow PC.", "spam"),
    _w("I know your password is hunter2019. I installed malware on the adult video site you visited and recorded you "
       "through your webcam. If you don't want this video sent to all your contacts, send $1,450 in Bitcoin to the "
       "address below within 48 hours. The timer started when you opened this email.", "spam"),
    _w("Hello pervert. I have had access to your device for months. Pay 0.05 BTC or everyone will see what you did. "
       "Don't try to contact the police.", "spam"),
    _w("We have breached your company's database and downloaded 40GB of customer records. Unless 5 BTC is paid to "
       "the wallet below, we will publish everything on our leak site and notify your customers.", "spam"),
    _w("Your website will be hit by a 300 Gbps DDoS attack next Monday unless you pay 2 BTC. This is not a joke. "
       "Check your logs, we did a small test today.", "spam"),
    _w("i am hacker who hack your email and i see all your secret. if you want me to delete all, send 1000$ bitcoin. "
       "you have 2 days. dont reply this email it is fake sender", "spam"),
    _w("Final warning. The photos from your phone are ready to be posted on your social media and sent to your wife. "
       "You can stop this for $900 in gift cards. Send the codes by reply.", "spam"),
    _w("Attention: we are aware of a negative review campaign about to be launched against your business on Google "
       "and Trustpilot. For a one-time fee of $500 we can make sure it never happens.", "spam"),
    _w("Make $500-$1,000 a DAY from home! No experience needed. Just 2 hours a day with your phone. Limited spots, "
       "join our team today 💰💰", "spam"),
    _w("Hello, I am recruiter from Amazon HR. We have part-time job for you, rate products online, earn 200-800 USD "
       "daily. Salary paid same day. Interested reply YES on WhatsApp.", "spam"),
    _w("Dear Applicant, we reviewed your CV and you have been shortlisted for the position of Remote Payment "
       "Processing Agent. Your job is to receive funds from our clients into your personal account and forward them "
       "minus your 10% commission. You can start immediately.", "spam"),
    _w("Be your own boss!! Moms are earning $8k/month with this simple system. Watch the free video before it's "
       "taken down.", "spam"),
    _w("Mystery shopper needed in your area. Get paid $350 per assignment to evaluate local stores. We will mail you "
       "a check to cover your first assignment.", "spam"),
    _w("Want to earn money by liking YouTube videos? 💸 Each like = $5. Telegram @likejobs_hr", "spam"),
    _w("Job offer: Data entry from home, $45/hr, flexible schedule, full training provided. To reserve your spot a "
       "one-time registration fee of $99 is required for your starter kit.", "spam"),
    _w("hi dear, my team need people to help with online tasks only 30 min per day, earning 300 to 500 daily, you "
       "just need phone. no fee. may I share details?", "spam"),
    _w("Hi handsome 😘 I saw your profile and liked it. I am Natasha, 27, looking for serious relationship with a "
       "kind man. Write me on my private email and I send you my photos.", "spam"),
    _w("Lonely tonight? 37 women near you want to chat. Sign up free and start messaging in 60 seconds.", "spam"),
    _w("Hello my dear, I am so happy we meet here. I am a nurse working in a UN hospital in Yemen. I want to come "
       "and see you but I need help with the flight ticket, only $780, I will pay you back when I arrive my love.",
       "spam"),
    _w("hey is this mike? we met at the wine bar last weekend, you gave me this number 🙂", "spam"),
    _w("Dating for over 50s. Meet sincere singles in your area. First month FREE for new members!", "spam"),
    _w("Dear, I am widower engineer working on oil rig. I find you very attractive and honest, I feel God brought us "
       "together. Please tell me more about yourself, what you do for living, are you married?", "spam"),
    _w("You have 3 new matches waiting ❤️ Sara (24) sent you a wink. View her message now.", "spam"),
    _w("Hi, sorry to bother you. I'm Lily, I moved from Singapore recently and was trying to add my friend's number "
       "but it seems wrong. Anyway nice to meet you, what do you do?", "spam"),
    _w("Hot uncensored videos of local girls 🔥 18+ only, no credit card needed. Click to enter.", "spam"),
    _w("Naughty girls in your town want to meet you tonight. No strings attached. Verify you are 18+", "spam"),
    _w("XXX LIVE CAMS 100% FREE. THOUSANDS OF MODELS ONLINE NOW!!", "spam"),
    _w("Your private adult membership is ready. Username: guest8842. Activate now to unlock full access.", "spam"),
    _w("Want something spicy? Private photos of me are waiting for you 💋 see my profile", "spam"),
    _w("ADULT FRIEND FINDER: someone in your area has viewed your profile 12 times. Upgrade to see who.", "spam"),
    _w("Cheap V1agra, C1alis and more. No prescription needed. 90% off pharmacy prices. Discreet worldwide shipping.",
       "spam"),
    _w("Doctors HATE her! Local mom loses 23kg in a month with this one weird trick. No diet, no exercise.", "spam"),
    _w("Reverse diabetes naturally in 21 days without insulin. Big Pharma doesn't want you to know this. Watch the "
       "free presentation.", "spam"),
    _w("Enlarge your... confidence 😉 Thousands of men are discovering the natural secret. 100% herbal, discreet "
       "packaging.", "spam"),
    _w("NEW: Keto Burn Ultra - melt belly fat while you sleep! Buy 2 get 3 FREE. Limited stock.", "spam"),
    _w("Cure for tinnitus found! This 10-second ritual stops ringing ears for good. Click to see the video.", "spam"),
    _w("we sell all kinds of medicine tramadol, oxycodone, xanax without prescription good price, delivery to all "
       "country, contact us for list", "spam"),
    _w("Hair loss? Regrow thick hair in 30 days with our clinically-proven serum. 60-day money back guarantee! Order "
       "now and get a free bottle.", "spam"),
    _w("Get a verifiable Bachelor's, Master's or PhD degree based on your life experience. No exams, no classes. "
       "Delivered in 2 weeks. Call now.", "spam"),
    _w("Buy original IELTS and TOEFL certificates registered in the database, no exam needed. We also do passports, "
       "driving licences, ID cards.", "spam"),
    _w("University diplomas from prestigious non-accredited universities. 100% confidentiality assured. Get the job "
       "you deserve!", "spam"),
    _w("hello we provide PMP, CISSP, AWS certification without exam, guaranteed pass, pay after result. contact on "
       "telegram", "spam"),
    _w("Dear Sir,\n\nAre you tired of being passed over for promotion because you lack a degree? Our institute "
       "awards accredited degrees for professional experience. Over 50,000 graduates worldwide. Reply for a free "
       "evaluation of your profile.\n\nAdmissions Office", "spam"),
    _w("ISO 9001 certificate for your company in 3 days, no audit needed, internationally recognized, cheap price.",
       "spam"),
    _w("Honorary Doctorate available. Add 'Dr.' to your name and open new doors. Framed certificate and transcript "
       "included.", "spam"),
    _w("Turn $250 into $5,000 in 7 days with our AI trading bot 🚀 Join 40,000 members making passive income. "
       "Guaranteed returns.", "spam"),
    _w("Elon Musk is giving away 5,000 BTC! Send 0.1 BTC to the address below and receive 0.2 BTC back instantly. "
       "Limited time!", "spam"),
    _w("Dear Investor, I am a senior analyst at a leading forex firm. Our signal group achieved a 340% return last "
       "quarter. Message me to get our VIP signals free for one week.", "spam"),
    _w("PRESALE IS LIVE! $MOONDOGE is the next 1000x gem. Buy before the listing. Don't miss out again 🐶🌕", "spam"),
    _w("Your crypto wallet has been credited with a 1.75 ETH airdrop. Connect your wallet to claim before it expires.",
       "spam"),
    _w("Hi, I'm Jenny, my uncle is a financial analyst at a big firm and he teaches me gold contract trading. I made "
       "80k last month. I can show you if you want, it's very easy.", "spam"),
    _w("Exclusive opportunity: invest in pre-IPO shares of SpaceX at a 40% discount to valuation. Minimum $10k. "
       "Reserved for accredited investors. Reply for the prospectus.", "spam"),
    _w("STOCK ALERT: Ticker ZXTR set to EXPLODE 500% on Monday. Insiders are loading up. Get in now before the news "
       "breaks!", "spam"),
    _w("Need cash fast? Get up to $5,000 today, no credit check, approval in 5 minutes. Apply now.", "spam"),
    _w("Congratulations, you are pre-approved for a personal loan of £25,000 at 2.9% APR. Reply YES to accept.",
       "spam"),
    _w("Drowning in debt? Our government-backed program can cut your debt by up to 60%. Free consultation. Stop the "
       "calls from collectors today.", "spam"),
    _w("We offer loans to individuals and companies at 3% interest rate. From $5,000 to $10,000,000. Contact us via "
       "email for the application form. Mr. Davidson, Loan Lender.", "spam"),
    _w("Your business qualifies for up to $500k in working capital. No collateral, funding in 24h. Reply to see your "
       "offer.", "spam"),
    _w("Student loan forgiveness: you may be eligible to have your loans forgiven under the new federal program. "
       "Final chance to apply, call our enrollment center.", "spam"),
    _w("hello, do you need a loan to pay bill or start business? i am private lender, i give loan with low interest "
       "2%, no collateral. whatsapp me", "spam"),
    _w("Hi, I was checking your website and noticed it is not ranking on the first page of Google for important "
       "keywords. We can get you to #1 in 30 days. Can I send you a free audit report?\n\nThanks,\nMike, SEO "
       "Specialist", "spam"),
    _w("Hello, we sell high quality DA 50+ guest post backlinks at $25 each. Dofollow, permanent, indexed. Bulk "
       "packages available. Interested?", "spam"),
    _w("Your website design looks a bit outdated and is not mobile friendly, which may be costing you customers. We "
       "are a team of 40 developers and can redesign it for $499. Reply with a convenient time to talk.", "spam"),
    _w("Do you want an app for your business? We develop iOS & Android apps starting from $2,999. Free quote in 24 "
       "hours.", "spam"),
    _w("Hi team, quick question: who handles your website? I spotted 14 errors hurting your SEO and page speed. "
       "Happy to share the screenshots.", "spam"),
    _w("We will write and publish a sponsored article about your brand on Forbes, Entrepreneur and Business Insider. "
       "Price on request.", "spam"),
    _w("Get 10,000 real Instagram followers for $49 🔥 Instant delivery, no password needed.", "spam"),
    _w("Greetings! I am a freelance web developer with 10 years experience in WordPress, Shopify, WooCommerce. I can "
       "fix any bug on your site, speed optimization, malware removal. Rates $15/hour. Looking forward to work with "
       "you.", "spam"),
    _w("Hi there, I'd love to contribute a guest post to your blog. I'll write a high-quality 1,500-word article for "
       "free; in return I only ask for one do-follow link to my client's site.", "spam"),
    _w("Hi, would you be interested in acquiring the attendee list of Retail Expo 2024? 12,450 verified contacts "
       "with name, title, email and phone. Let me know and I'll send counts and pricing.", "spam"),
    _w("Hello, we provide B2B lead generation. We book 15-20 qualified sales meetings per month for companies like "
       "yours, or you don't pay. Open to a 15 min call next Tuesday?", "spam"),
    _w("Dear Sir/Madam, we are a professional commercial cleaning company offering office, warehouse and "
       "post-construction cleaning at competitive rates. Kindly let us know if you would like a free quote.", "spam"),
    _w("Struggling to hire? We provide offshore staff (virtual assistants, customer support agents, bookkeepers) "
       "from the Philippines for $6/hour. Want to see some profiles?", "spam"),
    _w("Hi {first_name}, just following up on my last 3 emails. Did you get a chance to look at our outsourcing "
       "proposal? If it's not relevant, just reply 'no' and I'll stop.", "spam"),
    _w("We are a leading manufacturer of custom packaging boxes from Shenzhen. Low MOQ, free design, fast delivery. "
       "Please check our catalogue and send us your requirements.", "spam"),
    _w("Reduce your merchant processing fees by 40%. We'll beat your current rate or give you $500. Send us your "
       "last statement for a free analysis.", "spam"),
    _w("Hello, I noticed your company is growing fast. We help e-commerce brands cut customer support costs with our "
       "AI chatbot. Can I show you a 10 minute demo?", "spam"),
    _w("Your competitors are already using our email database of 2 million US business owners. Only $299 for the "
       "full list, CAN-SPAM compliant.", "spam"),
    _w("Hi, I'm a local investor interested in buying your property at 42 Oak Street for cash. Any condition, no "
       "agents, close in 7 days. Would you consider an offer?", "spam"),
    _w("WE BUY HOUSES CASH 💵 Any condition. Behind on payments? Divorce? Inherited? Call us for a no-obligation "
       "offer.", "spam"),
    _w("Hello, is the house still for sale? I am interested and can pay cash. I am abroad so my agent will send a "
       "cheque for more than the price and you refund the difference to my shipping agent.", "spam"),
    _w("Own land in the county? We are buying acreage for cash, quick closing, we pay all closing costs. Text back "
       "with your parcel number.", "spam"),
    _w("Own a vacation home in Florida! Luxury timeshare at 70% off. Free 3-night stay when you tour the property.",
       "spam"),
    _w("Are you thinking of selling your commercial building? I have a buyer looking for properties in your area. "
       "Quick chat?", "spam"),
    _w("You've been selected to take part in our 30-second customer survey. Complete it and receive a $100 Amazon "
       "gift card as a thank-you!", "spam"),
    _w("Costco loyalty program: Congratulations! You are eligible for a $90 reward. Answer 4 questions to claim.",
       "spam"),
    _w("Your opinion matters! Share your feedback about Walmart and get a $500 gift card. Only 3 left.", "spam"),
    _w("hey! free $50 steam gift card just for downloading this app and playing for 10 min 🎮", "spam"),
    _w("Hi, it's your CEO. I'm in a meeting and need you to buy 5 Apple gift cards of $200 each for a client. "
       "Scratch the back and send me photos of the codes. Keep it quiet for now, it's a surprise.", "spam"),
    _w("Thank you for being a loyal T-Mobile customer! Complete this brief survey and choose your free gift: "
       "AirPods, Apple Watch or Dyson.", "spam"),
    _w("Earn gift cards by watching videos and answering surveys! Join 2M users cashing out daily with PayPal and "
       "Amazon rewards.", "spam"),
    _w("Please help the children of the earthquake. Every $10 feeds a family for a week. Donate via Bitcoin or gift "
       "card to our relief fund today. God bless your generosity.", "spam"),
    _w("Dear friend, I am Pastor Daniel of Hope Orphanage in Kenya. Our children have no food and the roof has "
       "fallen in. Kindly send what you can through Western Union in my name. Jesus will reward you.", "spam"),
    _w("Police Officers Support Fund: your donation last year helped so many families. Can we count on you for $75 "
       "again this year? Reply with your card number and we'll take care of the rest.", "spam"),
    _w("HURRICANE RELIEF: 100% of your donation goes directly to victims. Send any amount by CashApp to "
       "$ReliefNowFund. Every dollar counts!", "spam"),
    _w("Veterans Sight Foundation: donate your old car, boat or RV and get the maximum tax deduction! Free towing.",
       "spam"),
    _w("Save the strays! Our shelter will be forced to put down 40 dogs on Friday unless we raise $3,000. Please "
       "send via PayPal friends & family only.", "spam"),
    _w("Hello sir, we are collecting donation for cancer children hospital, please support with any amount, bank "
       "account is below, thank you for humanity.", "spam"),
    _w("AAA Replica Rolex, Omega, Cartier watches. Swiss movement, looks 100% real. Up to 90% off. Free shipping "
       "worldwide.", "spam"),
    _w("Louis Vuitton, Gucci, Chanel bags at factory price!! 1:1 quality, comes with box and dust bag. WhatsApp for "
       "catalogue.", "spam"),
    _w("Cheap Nike Air Jordan and Yeezy sneakers, original quality, only $59. Clearance sale 🔥👟", "spam"),
    _w("Hello friend, we are factory in Putian, we make top quality shoes and clothing of famous brands, same as "
       "original. Wholesale and dropshipping, low price, contact me.", "spam"),
    _w("Designer perfume testers, 100ml Dior Sauvage for $19.99. Limited stock, buy 2 get 1 free.", "spam"),
    _w("Canada Goose jackets -75% winter clearance. Authentic guaranteed. canadagoose-outletsale.store", "spam"),
    _w("I used the promo code FREESHIP at checkout but I was still charged $7.99 for delivery on order 41873. Can "
       "you fix that?", "billing"),
    _w("I won the prize in your Instagram giveaway (the winner post is still up on your page) and you emailed me a "
       "tracking number on the 3rd, but the tracking hasn't moved in 10 days. Where is it?", "shipping"),
    _w("Your 'money back guarantee' says 30 days. I bought the blender 3 weeks ago and it's already leaking from the "
       "base. I want my money back please.", "billing", refund=True),
    _w("clicked the link in your password reset email and it says the link has expired. tried 3 times now and i need "
       "to get into my account tonight", "technical", urgency=3),
    _w("I paid part of my order with a gift card, but the receipt shows the gift card amount was never deducted and "
       "my Visa was charged the full $84.", "billing"),
    _w("Is the free trial really free or do you need my card details? I'd like to try the Pro plan before our team "
       "buys 12 seats.", "sales"),
    _w("URGENT: our account is locked after too many login attempts and the whole support team can't get in. "
       "Customers are waiting on live chat right now!!", "technical", urgency=4),
    _w("Hi, I'm claiming the discount you offered in your email (20% off for returning customers). It wasn't applied "
       "to order #58812. Can you credit the difference back to my card?", "billing", refund=True),
    _w("Your website says free delivery over £40. Does that apply to Ireland too or just the UK?", "shipping"),
    _w("We're a school district interested in your education pricing offer. We'd need about 300 licenses. Could you "
       "send a quote by Friday?", "sales", urgency=2),
    _w("I got an email saying I'm a winner of your loyalty draw, it asks me to click a link and log in to my "
       "account. Is that really from you? Haven't clicked anything yet.", "technical"),
    _w("parcel says delivered but its not here. neighbours dont have it either. order 77201", "shipping"),
    _w("I need a refund for the duplicate charge on 3 May. It's urgent, my rent comes out of that account tomorrow.",
       "billing", refund=True, urgency=3),
    _w("Can I get a discount if I pay annually instead of monthly? Thinking about moving from Basic to Team.", "sales"),
    _w("The app crashes every time I try to redeem my promo code. iPhone 13, iOS 17.4. The code expires tomorrow, "
       "please help quickly.", "technical", urgency=3),
    _w("Hola, I order the shoes with the offer 2x1 but only one pair came in the box. Please send the other pair.",
       "shipping"),
    _w("FREE upgrade my foot. You moved me to the 'free' premium tier and now I'm being billed $12.99 a month for "
       "it. I never agreed to this. Reverse the charges.", "billing", refund=True),
    _w("How do I add a second user to my account? Can't find the option anywhere. No rush.", "technical", urgency=0),
    _w("No rush at all, but will the summer promo come back? I missed it by one day 😅", "sales", urgency=0),
    _w("Hi, can I get the invoice with my company's VAT number on it? Accounting needs it by the end of this week.",
       "billing", urgency=2),
    _w("The download link in my order confirmation goes to a 404 page. I bought the ebook 10 minutes ago.",
       "technical"),
    _w("my account says i have $25 credit from the referral offer but it wasnt used on my last order. can you look "
       "into it when you get a chance", "billing", urgency=1),
    _w("Please cancel my subscription and refund this month, I clicked the upgrade button by accident.",
       "billing", refund=True),
    _w("ordered a gift card as a birthday present, it has to arrive by Saturday and it still says 'processing'. can "
       "you speed it up?", "shipping", urgency=2),
    _w("We'd like to become a reseller of your products in Poland. Do you have a partner program? Happy to discuss "
       "whenever suits you.", "sales", urgency=0),
    _w("CLAIM NO. 44-2190: the vase arrived smashed. I sent photos last week and still no reply. I just want a "
       "replacement, not a refund.", "shipping"),
    _w("2FA code never arrives by SMS, I'm stuck on the login screen. I need to get in before my presentation at 3pm "
       "today.", "technical", urgency=3),
    _w("Hi there! Just curious, is the 'buy one get one free' deal available in store or only online? Thanks 😊",
       "sales", urgency=0),
    _w("Your courier left my package at number 14 instead of 41. The people at 14 say they never got anything.",
       "shipping"),
    _w("I'm a teacher and got a discount code at your booth at the conference. Checkout says 'expired' but the card "
       "says it's valid until December.", "billing"),
    _w("Your price went from $9 to $14 a month and I didn't get a single email about it. I'm on an existing plan. "
       "Why?", "billing"),
    _w("hey so i won your best photo contest and the prize was a 1 year premium code, but when i enter it the page "
       "just throws 'error 500'", "technical"),
    _w("Can you send me a confirmation of the refund I got last month? My bank is asking for proof of it. Whenever "
       "you can, no hurry.", "billing", urgency=0),
    _w("Do you ship to Canada? And would I have to pay customs on top? Just curious for now.", "shipping", urgency=0),
    _w("Your offer said 'ships within 24h'. It's been five days and my order still hasn't left the warehouse. What's "
       "going on?", "shipping"),
    _w("Our store's card terminal stopped talking to your POS and won't accept payments. There's a queue out the "
       "door, please help NOW.", "technical", urgency=4),
    _w("Your rep on the phone told me I'd get a free month because of the outage. I was still charged in full. "
       "Please put the money back on my card.", "billing", refund=True),
    _w("Looking for a quote for 50 X200 headsets for our call centre. Is there a volume discount? The quote can wait "
       "until next week.", "sales", urgency=1),
    _w("why is there a 'click & collect fee' on my receipt? the site said it was free pls sort it this week",
       "billing", urgency=2),
    _w("tracking link in the shipping email just shows a blank page. where is my order??", "shipping"),
    _w("Hello, I received your promotional email offering a free consultation. I'd like to book one for our clinic "
       "to see if your scheduling software fits. We are 5 doctors. Sometime in the next few days would be ideal.",
       "sales", urgency=2),
    _w("Just got charged $4.95 'handling' for a FREE sample?? Nobody mentioned any handling fee. I want that money "
       "back.", "billing", refund=True),
    _w("I'm trying to connect my account to Shopify but the authorization window closes straight away. No error "
       "message at all. We launch the store on Monday, so we need this sorted in the next couple of days.",
       "technical", urgency=2),
    _w("i ordered the big teddy as a prize for our school raffle, we need it for the fair on saturday morning. will "
       "it arrive in time? order 4410", "shipping", urgency=2),
    _w("Can you refund the delivery charge on my order? It came 9 days late and the party was already over.",
       "billing", refund=True),
    _w("The password reset email goes to my old work address which I can't access anymore. How do I change the email "
       "on my account?", "technical"),
    _w("We're evaluating three vendors, yours included. Could we get a demo this week and pricing for 40 seats?",
       "sales", urgency=2),
    _w("ACCOUNT CHARGED TWICE FOR ORDER 90231. FIX IT.", "billing"),
    _w("Please send the replacement charger to my office instead: 12 Harbour Rd, Unit 5. No hurry, I'm away until "
       "Monday anyway.", "shipping", urgency=0),
    _w("The banner on your site says 'click here for 15% off' but clicking it does nothing in Firefox. Low priority, "
       "can wait.", "technical", urgency=1),
    _w("I'd like my money back for the course. The 'free bonus modules' were never unlocked and half the main videos "
       "don't load.", "billing", refund=True),
    _w("Is the Enterprise plan available with monthly billing or annual only? We're a startup of 8 people trying to "
       "pick the right plan. We'd like to decide by Wednesday.", "sales", urgency=2),
    _w("Customs wants €23 import duty for a package you said was shipped duty-free. Do I pay it, or will you sort it "
       "with the courier? They're only holding it until tomorrow noon.", "shipping", urgency=3),
    _w("I paid €23 customs myself because the courier wouldn't release the parcel, even though your checkout said "
       "duties included. Please reimburse me.", "billing", refund=True),
    _w("can i move my delivery to next friday? i wont be home at all this week", "shipping", urgency=2),
    _w("Hey, I think your checkout page is broken, it shows 'Offer applied!' and then the total goes UP by $5.",
       "technical"),
    _w("Our March invoice lists 25 seats but we only have 20 users. Please correct it and send an updated invoice. "
       "No rush, end of the month is fine.", "billing", urgency=1),
    _w("I received a notice that my account will be closed for non-payment, but I paid on the 1st. Transaction ID "
       "TXN-55102. Please check.", "billing"),
    _w("Hi!! Love your stuff. Are the holiday gift sets still available? I'd like to order 30 for my staff 🎁 Need "
       "to place the order within the next few days!", "sales", urgency=2),
    _w("The winner certificate template in your designer tool won't export to PDF, it just spins forever. The "
       "ceremony is in two hours and I have to print these!!", "technical", urgency=3),
    _w("my order came with someone elses invoice in it and the wrong colour. ordered navy got pink. please swap asap",
       "shipping", urgency=3),
    _w("Refund please. The 'lifetime deal' stopped working after 4 months when you shut down the old app.",
       "billing", refund=True),
    _w("How long does standard delivery to Australia take? I'd need it before the 20th. Just planning ahead, no "
       "urgency.", "shipping", urgency=0),
    _w("I clicked unsubscribe on your promo emails twice and I still get 3 a day. The unsubscribe page says "
       "'success' but nothing changes.", "technical"),
    _w("Your rep offered us 30% off if we sign before the end of the quarter. Can you put that in writing with the "
       "contract? We need it by Thursday to get it approved internally.", "sales", urgency=2),
    _w("is there a student discount? just wondering before i buy", "sales", urgency=0),
    _w("My card was declined three times but my bank app shows three pending charges from you. Which one is real? "
       "Please answer today, I don't want to end up paying three times.", "billing", urgency=3),
    _w("Hi, I need you to reverse yesterday's charge. I cancelled before the renewal date and I have the "
       "confirmation email.", "billing", refund=True),
    _w("The app says 'Congratulations, you've earned a free ride!' but when I book it charges me the full fare.",
       "billing"),
    _w("We run a small bakery and need the label printing software working before the market tomorrow morning. Since "
       "the update it won't detect the printer.", "technical", urgency=3),
    _w("Box arrived already open and the free gift from the promo is missing.", "shipping"),
    _w("The driver is at my door saying I have to pay cash on delivery but I already paid online! He says he's "
       "leaving in 5 minutes, please call him.", "shipping", urgency=3),
    _w("verification code email lands in my spam folder every time and it's expired by the time I find it not "
       "urgent, just annoying", "technical", urgency=1),
    _w("account got hacked, someone changed my email and is ordering stuff with my saved card. please lock it NOW",
       "technical", urgency=3),
    _w("You promised a $20 credit on my account as an apology for the late delivery. It's not showing in my balance.",
       "billing"),
    _w("Hello, I would like to know if you deliver on Sundays. Thank you.", "shipping"),
    _w("Our online shop is DOWN, checkout gives 'payment gateway error' for every single customer. We are losing "
       "orders every minute!!", "technical", urgency=4),
    _w("I want my money back for the concert stream. It never loaded, just a black screen for 2 hours. Ticket "
       "#A-2290.", "billing", refund=True),
    _w("hi do u have the red one in stock? saw it in ur ad no rush", "sales", urgency=0),
    _w("Could you send a pro forma invoice for the 200-unit order so our finance team can release payment? Today if "
       "at all possible.", "billing", urgency=3),
    _w("Re: my complaint from last week. I was promised a call back within 48 hours, nobody called. The laptop still "
       "won't boot after your firmware update.", "technical"),
    _w("Any way to speed up delivery? I'm flying out Thursday morning and need the adapter before then.",
       "shipping", urgency=2),
    _w("Please refund order #30019 to my original payment method, not store credit. I returned the item on the 2nd "
       "and tracking shows you received it.", "billing", refund=True),
    _w("Got your 'Claim your free upgrade' email. The button takes me to the login page and then logs me straight "
       "out again.", "technical"),
    _w("my daughter bought coins in your game with my card without asking, £89. can you give it back? she's 9",
       "billing", refund=True),
    _w("We'd like 500 branded mugs for a corporate event. Can you quote including printing and delivery to Leeds? A "
       "reply sometime next week is fine.", "sales", urgency=1),
    _w("Wrong size delivered, sent it back 2 weeks ago. Got an email saying 'refund processed' but nothing on my "
       "statement. Please make sure the money actually gets sent back to me.", "billing", refund=True),
    _w("Tracking says 'held at customs, awaiting documents'. What documents?? Please tell me today, it's my "
       "medication.", "shipping", urgency=3),
    _w("The 'refer a friend' link I share gives my friends 'invalid invitation'. Three people tried it. Can it be "
       "fixed by the weekend? Our referral contest ends Sunday.", "technical", urgency=2),
    _w("Hi, we have 2 trucks at our dock and nobody can print shipping labels, your label system is down. Drivers "
       "are waiting!", "technical", urgency=4),
    _w("I'd like to take you up on the offer of a month's credit for the downtime. Could you apply it to my next "
       "invoice?", "billing"),
    _w("URGENT - wrong address on my order, I moved last week! Please change it to 8 Elm Close before it ships today.",
       "shipping", urgency=3),
    _w("i think i got scammed?? someone texted me that my parcel from you needs a £1.99 fee. is that you? my real "
       "order #6612 hasn't arrived yet", "shipping"),
    _w("Black Friday deal shows $199 on your site but my receipt says $249. Please give me the $50 back.",
       "billing", refund=True),
    _w("Screen protector arrived cracked. Can I get a free replacement sent or do I have to buy a new one?",
       "shipping"),
    _w("We're organising a student hackathon and would love to offer your software as a prize. Would you consider "
       "sponsoring with a few free licenses? Your logo would go on the event site.", "sales"),
    _w("Hello. There is sales tax on our invoice but we are a tax-exempt non-profit, I sent the exemption "
       "certificate with the order. We can't pay it until it's corrected, and our payment run is on Thursday.",
       "billing", urgency=2),
    _w("App won't let me log in with Google anymore, says 'account not found'. Been using it for 2 years. I need my "
       "files for a meeting in an hour.", "technical", urgency=3),
    _w("Hi team, my subscription renewed at the old price and then again at the new price. Please refund the second "
       "charge by Friday, it's put my account into overdraft.", "billing", refund=True, urgency=2),
    _w("i want a refund, no rush though", "billing", refund=True, urgency=0),
    _w("Refund my order please.", "billing", refund=True),
    _w("Can I get my money back this week?", "billing", refund=True, urgency=2),
    _w("money back now. item arrived broken", "billing", refund=True, urgency=3),
    _w("need a refund asap, charged twice", "billing", refund=True, urgency=3),
    _w("Please reimburse me for the damaged lamp, whenever is convenient.", "billing", refund=True, urgency=0),
    _w("want my 20 back today", "billing", refund=True, urgency=3),
    _w("give me my money back!!!", "billing", refund=True),
    _w("how do i get a refund for the wrong size shoes", "billing", refund=True),
    _w("Parcel never arrived. Refund please, next week is ok.", "billing", refund=True, urgency=1),
    _w("cancelled my order yesterday, where's my refund", "billing", refund=True),
    _w("REFUND ME. THIS IS A SCAM.", "billing", refund=True),
    _w("return my money asap, the blender doesnt work", "billing", refund=True, urgency=3),
    _w("Credit my card for the late delivery pls", "billing", refund=True),
    _w("Hi, could you kindly refund order 55120 by Wednesday? Thanks", "billing", refund=True, urgency=2),
    _w("Charged twice. Please refund one of them.", "billing", refund=True),
    _w("jacket too small, can i have a refund instead? no hurry", "billing", refund=True, urgency=0),
    _w("no exchange, just the money back", "billing", refund=True),
    _w("I'd like to be reimbursed for shipping, it came a week late.", "billing", refund=True),
    _w("Refund by Friday or I dispute it with my bank", "billing", refund=True, urgency=2),
    _w("pls refund today, need the money for rent", "billing", refund=True, urgency=3),
    _w("refund possible?", "billing", refund=True),
    _w("Is it possible to get a refund on my subscription?", "billing", refund=True),
    _w("u charged me after i cancelled. want it back", "billing", refund=True),
    _w("Reverse the charge please, I never ordered this.", "billing", refund=True),
    _w("wrong colour sent, i just want a refund", "billing", refund=True),
    _w("Can you put the 35 euros back on my card within a few days?", "billing", refund=True, urgency=2),
    _w("Money back pls, headphones broke after 2 days", "billing", refund=True),
    _w("I demand a full refund immediately.", "billing", refund=True, urgency=3),
    _w("kindly return my payment, order was cancelled", "billing", refund=True),
    _w("Please process my refund for the returned boots.", "billing", refund=True),
    _w("No rush but I'd like a refund for the extra charge.", "billing", refund=True, urgency=0),
    _w("whenever you can, refund the duplicate payment", "billing", refund=True, urgency=0),
    _w("refund next week is fine, just dont forget", "billing", refund=True, urgency=1),
    _w("not urgent, but pls reimburse the delivery fee", "billing", refund=True, urgency=1),
    _w("I need my money back this week please", "billing", refund=True, urgency=2),
    _w("Refund within a few days would be great, item broken", "billing", refund=True, urgency=2),
    _w("refund today please, my account is overdrawn", "billing", refund=True, urgency=3),
    _w("Our shop cant pay suppliers right now, refund the double charge immediately",
       "billing", refund=True, urgency=4),
    _w("pay me back for the missing item", "billing", refund=True),
    _w("gimme my money back 😡", "billing", refund=True),
    _w("I'd prefer a refund over store credit, thanks.", "billing", refund=True),
    _w("Please refund in the next couple of days, product not as described.", "billing", refund=True, urgency=2),
    _w("want refund. box empty.", "billing", refund=True),
    _w("refund the annual plan right away, I only wanted monthly", "billing", refund=True, urgency=3),
    _w("Can I get reimbursed? The app charged me by mistake.", "billing", refund=True),
    _w("i was overcharged by 12 dollars, pls credit it back", "billing", refund=True),
    _w("Hello sir, I request money return for order not reached. Not urgent.", "billing", refund=True, urgency=1),
    _w("plz refund me order come broken", "billing", refund=True),
    _w("Refund the 49.99 to my PayPal please", "billing", refund=True),
    _w("i want my 30 quid back by the weekend, it never turned up", "billing", refund=True, urgency=2),
    _w("Why no refund yet? Send it today.", "billing", refund=True, urgency=3),
    _w("refund asap", "billing", refund=True, urgency=3),
    _w("Refund me before tomorrow morning please", "billing", refund=True, urgency=3),
    _w("Need money back by end of week, shirt ripped", "billing", refund=True, urgency=2),
    _w("return my money or i'll report you", "billing", refund=True),
    _w("Please refund the cancelled booking when you get round to it, thank you", "billing", refund=True, urgency=1),
    _w("Can you refund the tax you wrongly charged?", "billing", refund=True),
    _w("Trial converted to paid without warning. Refund please.", "billing", refund=True),
    _w("Give back the 15 you took twice, before tonight", "billing", refund=True, urgency=3),
    _w("I sent it back, so I want my money returned", "billing", refund=True),
    _w("Could I possibly get a partial refund? One glass broke.", "billing", refund=True),
    _w("i want a refund, not a replacement", "billing", refund=True),
    _w("Customers waiting, our card is maxed by your double charge, refund now", "billing", refund=True, urgency=4),
    _w("refund pls, no hurry", "billing", refund=True, urgency=0),
    _w("REFUND NOW!!!", "billing", refund=True, urgency=3),
    _w("where do i ask for money back", "billing", refund=True),
    _w("Please reimburse the courier fee, parcel was late.", "billing", refund=True),
    _w("size chart was wrong. refund?", "billing", refund=True),
    _w("Kindly credit my account for the faulty charger", "billing", refund=True),
    _w("Charged 3 months after cancelling, refund all 3 this week", "billing", refund=True, urgency=2),
    _w("Sometime next week is fine, but pls refund the broken mug", "billing", refund=True, urgency=1),
    _w("I want my money back. Today.", "billing", refund=True, urgency=3),
    _w("pls return money for the gift card that never worked", "billing", refund=True),
    _w("why was i charged twice?", "billing"),
    _w("Invoice has the wrong company name, please fix this week", "billing", urgency=2),
    _w("price went up without notice??", "billing"),
    _w("card declined but money left my account", "billing"),
    _w("need a receipt for order 8812 today", "billing", urgency=3),
    _w("Can you resend my invoice? Need it by Friday.", "billing", urgency=2),
    _w("My card keeps getting declined at checkout", "billing"),
    _w("discount code not applied to my bill, can wait", "billing", urgency=1),
    _w("Why is there VAT on my invoice? I'm exempt.", "billing"),
    _w("I don't want a refund, just explain the charge", "billing"),
    _w("how do i update my card details? just curious", "billing", urgency=0),
    _w("Need VAT invoice today for accounting", "billing", urgency=3),
    _w("what is this 9.99 charge on my statement", "billing"),
    _w("Double charged. Not asking for money back, just stop it happening", "billing"),
    _w("monthly fee jumped from 10 to 15, why", "billing"),
    _w("pls send a receipt, no rush", "billing", urgency=0),
    _w("Can I pay by bank transfer instead? Payment due tomorrow.", "billing", urgency=3),
    _w("Invoice amount is wrong, please correct it this week", "billing", urgency=2),
    _w("charged in dollars instead of euros??", "billing"),
    _w("receipt whenever you can, for my expenses", "billing", urgency=0),
    _w("My payment failed, can you retry it?", "billing"),
    _w("Change billing address on invoices please, not urgent", "billing", urgency=1),
    _w("Why did my subscription renew early?", "billing"),
    _w("Got the refund last month, thanks. Now a new charge appeared?", "billing"),
    _w("Our accounts team needs all invoices before tomorrow's audit", "billing", urgency=3),
    _w("promo price ended? nobody told me", "billing"),
    _w("add my VAT number to the invoice pls", "billing"),
    _w("pending charge twice on my card, is that normal", "billing"),
    _w("Could you split the invoice into two payments by Friday?", "billing", urgency=2),
    _w("Apple Pay declined every time", "billing"),
    _w("Whats the late fee for? I paid on time", "billing"),
    _w("Need a copy of all 2023 receipts, next month is fine", "billing", urgency=1),
    _w("invoice says paid but my account says overdue", "billing"),
    _w("Payment to you declined, account suspended, whole team locked out right now", "billing", urgency=4),
    _w("can i get an itemized receipt, no rush", "billing", urgency=0),
    _w("wrong tax rate on my bill", "billing"),
    _w("Billed for 5 seats, we only have 3. Fix by Friday?", "billing", urgency=2),
    _w("Pls switch me to yearly billing before next month, no hurry", "billing", urgency=1),
    _w("when will I be charged next?", "billing"),
    _w("Please fix the discount on my invoice asap", "billing", urgency=3),
    _w("tracking number doesnt work", "shipping"),
    _w("Do you ship to Canada? Just curious", "shipping", urgency=0),
    _w("How long does delivery take to Germany?", "shipping"),
    _w("Package says delivered but nothing here", "shipping"),
    _w("wrong item in my box", "shipping"),
    _w("Can I change delivery address? Need it changed today.", "shipping", urgency=3),
    _w("Need it by Saturday for a birthday, will it arrive?", "shipping", urgency=2),
    _w("box arrived crushed, mug inside broken. replacement pls", "shipping"),
    _w("how much is shipping to Australia", "shipping"),
    _w("courier left it at the wrong house, sort it today pls", "shipping", urgency=3),
    _w("Parcel stuck in customs, need it by Thursday", "shipping", urgency=2),
    _w("can i pick up from a locker instead", "shipping"),
    _w("Is express delivery available? Need it tomorrow", "shipping", urgency=3),
    _w("missing one item from my order", "shipping"),
    _w("I don't want a refund, just send the missing charger", "shipping"),
    _w("my flight is at 6, will the parcel come before?", "shipping", urgency=3),
    _w("deliver to my office instead pls, whenever", "shipping", urgency=0),
    _w("DPD says address not found. Its correct!", "shipping"),
    _w("order still not shipped, need it this week", "shipping", urgency=2),
    _w("Whens my order coming? no rush, just curious", "shipping", urgency=0),
    _w("Not a priority, but the tracking link points to another order", "shipping", urgency=1),
    _w("parcel got wet, items damaged", "shipping"),
    _w("Got size M instead of L", "shipping"),
    _w("Customs fees? Nobody told me. Who pays?", "shipping"),
    _w("Can I get Saturday delivery?", "shipping"),
    _w("driver never came, says attempted delivery. lie.", "shipping"),
    _w("Delivery truck late, our kitchen has no stock, service stopped", "shipping", urgency=4),
    _w("pls redeliver tomorrow morning, need it for work", "shipping", urgency=3),
    _w("Which courier do you use? not important", "shipping", urgency=1),
    _w("is shipping free over 50?", "shipping"),
    _w("Half my order arrived. Where's the rest?", "shipping"),
    _w("tracking says returned to sender?? why", "shipping"),
    _w("Send to pickup point 4412 instead", "shipping"),
    _w("parcel lost. send another one asap", "shipping", urgency=3),
    _w("Hi, do you deliver to PO boxes? Just wondering.", "shipping", urgency=0),
    _w("address typo on my order, please fix before it ships this week", "shipping", urgency=2),
    _w("the box was open when it came, pls look into it this week", "shipping", urgency=2),
    _w("when will the backorder ship? no hurry", "shipping", urgency=0),
    _w("need replacement for damaged vase by friday", "shipping", urgency=2),
    _w("customers at the counter waiting for parcels you didnt deliver", "shipping", urgency=4),
    _w("can you ship internationally", "shipping"),
    _w("Order arrived without the cable", "shipping"),
    _w("neighbour got my package, fine, but pls dont do that again", "shipping"),
    _w("Delivery window tomorrow? Tell me today pls", "shipping", urgency=3),
    _w("cant log in, need it now", "technical", urgency=3),
    _w("password reset email never comes", "technical"),
    _w("verification code not arriving", "technical"),
    _w("website down?", "technical"),
    _w("How do I export my data? No rush at all", "technical", urgency=0),
    _w("error 500 on checkout page", "technical"),
    _w("Locked out of my account, need access today", "technical", urgency=3),
    _w("label printer software wont print, couriers collecting in 20 min, all orders stuck", "technical", urgency=4),
    _w("Invoice PDF won't download", "technical"),
    _w("App wont open after update, help!!", "technical"),
    _w("2FA code invalid every time", "technical"),
    _w("how to change my email address in settings? whenever", "technical", urgency=0),
    _w("the scanner is not connecting via bluetooth", "technical"),
    _w("Site down and we're losing sales every minute", "technical", urgency=4),
    _w("cant reset password, link expired", "technical"),
    _w("POS app frozen, line of customers waiting", "technical", urgency=4),
    _w("page loads blank on safari, low priority", "technical", urgency=1),
    _w("Need the API working before tonight's launch", "technical", urgency=3),
    _w("How do I set up the device? No rush.", "technical", urgency=0),
    _w("bug: dark mode resets itself. whenever you get to it", "technical", urgency=0),
    _w("sync broken between phone and laptop, fix this week pls", "technical", urgency=2),
    _w("minor glitch, fix eventually", "technical", urgency=1),
    _w("notifications not working, not a priority", "technical", urgency=1),
    _w("My account got hacked, cant log in", "technical"),
    _w("the billing tab shows error 404", "technical"),
    _w("how do i print shipping labels from the app", "technical"),
    _w("app logs me out every 5 minutes", "technical"),
    _w("Wifi setup fails at step 3, guests arriving tonight", "technical", urgency=3),
    _w("Can't upload photos, says file too large", "technical"),
    _w("Where is the export button? cant find it", "technical"),
    _w("update bricked my thermostat", "technical"),
    _w("charging port dead, not asking for refund, just fix it", "technical"),
    _w("Login code goes to my old number, help by tomorrow pls", "technical", urgency=3),
    _w("the password field wont accept special characters", "technical"),
    _w("Our warehouse scanners all offline, trucks waiting to be loaded", "technical", urgency=4),
    _w("how to add a second user to my account?", "technical"),
    _w("search bar returns nothing, pls fix in the next few days", "technical", urgency=2),
    _w("email verification link broken, need it by Friday", "technical", urgency=2),
    _w("app in spanish, how do i switch to english? not urgent", "technical", urgency=1),
    _w("Printer prints invoices blank", "technical"),
    _w("cannot connect the speaker to alexa, any tips? no hurry", "technical", urgency=0),
    _w("Keeps saying wrong password but it's right!!!", "technical"),
    _w("shopify integration broke, can you look this week", "technical", urgency=2),
    _w("Dashboard slow. Can wait till next week.", "technical", urgency=1),
    _w("how much for 500 units?", "sales"),
    _w("Do you offer a free trial? Deciding by Friday", "sales", urgency=2),
    _w("Can I get a demo this week?", "sales", urgency=2),
    _w("which plan is best for a team of 10", "sales"),
    _w("bulk discount for schools?", "sales"),
    _w("Need a quote today for our board meeting", "sales", urgency=3),
    _w("We'd like to resell your products in Poland", "sales"),
    _w("any discount if i pay yearly", "sales"),
    _w("Just curious, do you do student pricing?", "sales", urgency=0),
    _w("price for enterprise plan?", "sales"),
    _w("Can we get 20% off for 100 licenses?", "sales"),
    _w("will the pro model be available in black", "sales"),
    _w("Thinking of upgrading, what do I get with Premium?", "sales"),
    _w("Quote for 2000 mugs with our logo, by Friday pls", "sales", urgency=2),
    _w("No hurry, send me a price list when you can", "sales", urgency=0),
    _w("Planning for next quarter, interested in bulk pricing", "sales", urgency=1),
    _w("do you sell gift cards? need one today", "sales", urgency=3),
    _w("Is there a nonprofit discount?", "sales"),
    _w("We want to order 50 laptops asap, who do I call?", "sales", urgency=3),
    _w("Can I try before I buy? Just curious", "sales", urgency=0),
    _w("wholesale prices?", "sales"),
    _w("Compare basic vs pro please, deciding this week", "sales", urgency=2),
    _w("Sometime next month, could we set up a call about a business account?", "sales", urgency=1),
    _w("Our event is tomorrow, can you supply 300 chairs?", "sales", urgency=3),
    _w("Congratulations! You won an iPhone, click here", "spam"),
    _w("We boost your SEO ranking, cheap backlinks", "spam"),
    _w("Your account will be suspended, verify at secure-login.co", "spam"),
    _w("Invest in bitcoin, 300% returns guaranteed", "spam"),
    _w("hot singles near you 😘", "spam"),
    _w("Lose 10kg in a week with this tea!", "spam"),
    _w("Dear friend, I need help moving 10 million dollars", "spam"),
    _w("Get 10,000 followers for $5", "spam"),
    _w("We build websites cheap, reply for offer", "spam"),
    _w("Refund pending: confirm your card details at refund-center.net", "spam"),
    _w("URGENT: claim your prize before midnight", "spam"),
    _w("Cheap Ray-Bans 90% off", "spam"),
    _w("Your parcel is held, pay 1.99 customs fee here: bit.ly/x7q", "spam"),
    _w("Guest post on your blog? DA 70 sites", "spam"),
    _w("Miracle pill cures back pain overnight", "spam"),
    _w("Earn 5000 a day working from home!!!", "spam"),
    _w("Hi, we offer lead generation for support teams, 15 min call?", "spam"),
    _w("Your Apple ID was locked. Unlock now: apple-id-help.ru", "spam"),
    _w("Free crypto airdrop, connect wallet now", "spam"),
    _w("I am lawyer of late Mr. Johnson, you are beneficiary", "spam"),
    _w("Why did my subscription jump from 9.99 to 14.99 this month? Nobody told me about a price change.", "billing"),
    _w("I was charged twice for order 55821. Please look into it and fix the duplicate by Friday.",
       "billing", urgency=2),
    _w("cancel my plan. the renewal fee is ridiculous for what you offer", "billing"),
    _w("Hello, the invoice INV-2291 has the wrong company name on it. Could you reissue it with 'Harrow Logistics "
       "Ltd' instead? No rush, whenever you get a chance.", "billing", urgency=0),
    _w("The VAT on my last bill looks wrong, 20% was added even though we gave you our EU VAT number. Please correct "
       "the invoice, our accountant needs it today.", "billing", urgency=3),
    _w("annual renewal went through without any reminder email. not asking for the money, just want auto renew "
       "switched off before next year so it doesnt happen again", "billing", urgency=1),
    _w("WHY AM I PAYING FOR PREMIUM WHEN I DOWNGRADED LAST MONTH", "billing"),
    _w("Hi, my discount code SPRING15 wasn't applied at checkout and I paid full price. Could you apply it to my "
       "next invoice instead? Not urgent.", "billing", urgency=1),
    _w("Can someone explain the 'service fee' of 3.50 on my receipt? I don't remember agreeing to that.", "billing"),
    _w("I don't want a refund, I just want to know why the price on the invoice differs from the quote you sent me. "
       "Sometime next week is fine.", "billing", urgency=1),
    _w("Bonjour, I receive two invoices for the same month, march. Which one I must pay? Please answer before end of "
       "week because our payment run is friday.", "billing", urgency=2),
    _w("ur app charged my card 4.99 again?? i thought i cancelled the sub", "billing"),
    _w("Please update the card on file, the old one expires this month and I don't want the renewal to fail.",
       "billing", urgency=2),
    _w("The price of the Family plan rose by 30% without proper notice. That's not acceptable. Move me to the basic "
       "tier instead.", "billing"),
    _w("My receipt says paid by PayPal but I paid with Visa. Just a correction for my records, no hurry at all.",
       "billing", urgency=0),
    _w("hey, the student discount disappeared from my bill after renewal. can u put it back on?", "billing"),
    _w("I need a corrected invoice with our PO number 7781-A on it. Our finance team won't release payment without "
       "it and the deadline is tomorrow morning.", "billing", urgency=3),
    _w("Stop charging me. I've emailed three times to cancel.", "billing"),
    _w("we were billed for 25 seats but only have 18 users. please adjust the seat count going forward", "billing"),
    _w("Our whole accounts team can't close month-end because your invoices are missing the tax breakdown. We're "
       "blocked right now, please send corrected ones.", "billing", urgency=4),
    _w("Is it normal that the monthly fee is taken on the 1st and again on the 3rd? Looks like a mistake to me. "
       "Please check, it can wait till next week.", "billing", urgency=1),
    _w("Hi there, just curious why my bill shows a currency conversion charge when I'm paying in euros from a euro "
       "account. Whenever you have time.", "billing", urgency=0),
    _w("cancel auto renew on account 40921 pls", "billing"),
    _w("The payment method page says my PayPal is linked, but every invoice still goes to my old Mastercard. Can you "
       "switch it over this week?", "billing", urgency=2),
    _w("I was promised the loyalty price of 89 a year when I called, but the renewal came in at 119. Honour what "
       "your agent told me, please.", "billing"),
    _w("I got a late payment fee of 15 although I paid on time, bank statement attached. Please remove the fee from "
       "my account today, it's blocking my next order.", "billing", urgency=3),
    _w("Why does my invoice list a 'premium support' add-on I never ordered?", "billing"),
    _w("Hello, I would like to cancel my subscription at the end of the current period. I don't need money back for "
       "this month, I'll use it until it runs out.", "billing"),
    _w("Ok so I signed up for the free trial and now there's a 49 charge pending?? I thought I had 14 days. please "
       "sort it out asap", "billing", urgency=3),
    _w("Receipt for order 10332 please, I need it for my expense report by Thursday.", "billing", urgency=2),
    _w("charged in dollars instead of pounds. fix it", "billing"),
    _w("Good afternoon. Our contract states a fixed rate of 2,400 per quarter, yet the latest invoice shows 2,760. "
       "Please review and issue a corrected invoice at your convenience.", "billing", urgency=0),
    _w("i keep getting billed for the old plan from my old address, i switched plans when i moved. sort it out "
       "before the next bill goes out on the 15th please", "billing", urgency=2),
    _w("Why is there tax on my invoice? We're a registered charity and we sent you the exemption certificate.",
       "billing"),
    _w("Not asking for a refund, but please explain how the prorated amount of 37.12 was calculated when I upgraded "
       "mid-month.", "billing"),
    _w("pls stop the renewal!!! it renews TONIGHT and i dont want it", "billing", urgency=3),
    _w("The price on the product page was 59 but I was charged 64 at checkout. What's the extra 5 for?", "billing"),
    _w("Dear team, please change the billing contact on our account. Invoices keep going to a colleague who left the "
       "company. Not a priority, next month is fine.", "billing", urgency=1),
    _w("hi my bank flagged your charge as suspicious bc the merchant name is weird, 'HRX*DIGI SVC'. is that you? "
       "just want to make sure before i dispute it", "billing"),
    _w("The coupon said 20% off the first three months but it only worked for the first one. Can you apply it to the "
       "other two?", "billing"),
    _w("My subscription payment failed and I got a warning that my account will be suspended. I've updated the card, "
       "please retry the charge right away, I need the account for work today.", "billing", urgency=3),
    _w("Our store is live and customers are trying to pay, but your billing team put our merchant account on hold "
       "over an invoice we already paid. We cannot take a single payment right now!", "billing", urgency=4),
    _w("Hey 👋 small thing, my name is misspelled on the receipts (it's Siobhan not Shivon). no rush at all",
       "billing", urgency=0),
    _w("Why did I get charged the annual price when I picked monthly? I'd rather go back to monthly billing from "
       "here on.", "billing"),
    _w("this is the 2nd time my invoice shows the wrong billing period. jan 1-31 not dec. please reissue by end of "
       "week", "billing", urgency=2),
    _w("I'm not paying that cancellation fee. Your terms page never mentioned one when I signed up.", "billing"),
    _w("Price went up AGAIN?? Third time this year. Seriously thinking about leaving.", "billing"),
    _w("Can you split the invoice in two, one for the hardware and one for the service? Our accountant asks for it. "
       "Need it in a couple of days.", "billing", urgency=2),
    _w("Hello, my direct debit has been set up twice, I can see two mandates at my bank. Please cancel one of them "
       "before the next collection, which is tomorrow.", "billing", urgency=3),
    _w("the invoice pdf says total 0.00 but my card was charged 120. which one is right", "billing"),
    _w("I'd like that difference returned to my card. I paid 79 and the exact same item is listed at 59 on your site.",
       "billing", refund=True),
    _w("The blender arrived with a cracked jug. I don't want a replacement, just my money back asap.",
       "billing", refund=True, urgency=3),
    _w("Parcel never came and the courier has no idea where it is. I expect to be paid back.", "billing", refund=True),
    _w("Paid for the pro version and the app crashes every single time I open it. Give me my money back please, by "
       "the weekend.", "billing", refund=True, urgency=2),
    _w("still havent seen my money from the return i sent on the 3rd. where is it", "billing", refund=True),
    _w("Hi, you charged me twice for the same order. Please put the second charge back on my card by Friday.",
       "billing", refund=True, urgency=2),
    _w("I cancelled within the 14 day window so I'm entitled to the full amount back. Please process it this week.",
       "billing", refund=True, urgency=2),
    _w("REFUND NOW. I never ordered this.", "billing", refund=True, urgency=3),
    _w("The courier left my package in the rain and everything inside was ruined. I want compensation for the 45 I "
       "paid.", "billing", refund=True),
    _w("my subscription renewed even though i cancelled, screenshot attached. reverse it pls", "billing", refund=True),
    _w("Hello, I was overcharged by 12.40 on invoice 8823 because the discount wasn't applied. Could you credit the "
       "difference back to my Amex? No rush.", "billing", refund=True, urgency=0),
    _w("The software licence I bought doesn't activate on Mac, only on Windows, and that wasn't mentioned anywhere. "
       "I'd like to return it and be reimbursed.", "billing", refund=True),
    _w("Half the order was missing, 3 of the 6 bottles. Either send the rest or refund those three. Honestly I'd "
       "prefer the refund.", "billing", refund=True),
    _w("Good morning. We were billed for 40 licences after reducing to 30 in March. Kindly issue a credit note for "
       "the 10 unused seats for April and May and return the amount to our account.", "billing", refund=True),
    _w("I'm not happy. Delivery was promised for my daughter's birthday and it came 4 days late. The express fee of "
       "9.95 should come back to me, I paid for something I didn't get.", "billing", refund=True),
    _w("so i paid 12 months upfront and your service has been down more than it's been up. i want the unused months "
       "back", "billing", refund=True),
    _w("pls give back my 30 quid, the headphones died after 2 days. no hurry", "billing", refund=True, urgency=0),
    _w("Order 77120: I returned the jacket 3 weeks ago, you confirmed receipt, and the money still isn't on my card. "
       "Please chase it up, I need it before rent is due on Monday.", "billing", refund=True, urgency=2),
    _w("I've been charged for a plan I never signed up for. This is fraud. Undo the charge immediately or I'm "
       "calling my bank.", "billing", refund=True, urgency=3),
    _w("wrong size sent, dont want to exchange, just want my money. this week if u can",
       "billing", refund=True, urgency=2),
    _w("Hello, the hotel booking add-on I bought through your app was never confirmed and I had to pay again at the "
       "front desk. Can you reimburse me for the app booking? Happy to wait a week or two.",
       "billing", refund=True, urgency=1),
    _w("The app froze during checkout and charged me 3 times for one in-app purchase. I only want to pay once, "
       "please refund the other two.", "billing", refund=True),
    _w("i was promised a price match and never got it. i expect the 15 pounds difference back on my account",
       "billing", refund=True),
    _w("Your technician never showed up for the installation I paid 60 for. I want that 60 back in the next few days.",
       "billing", refund=True, urgency=2),
    _w("Dear Sir/Madam, I ask for the return of my payment of 230 EUR, the goods were not delivered and the seller "
       "does not answer. Thank you in advance.", "billing", refund=True),
    _w("😡 paid for next-day delivery, took a week. money back on the shipping at least", "billing", refund=True),
    _w("Can I get the annual fee prorated back? I'm closing my business and won't use the service after this month. "
       "Whenever you get to it is fine.", "billing", refund=True, urgency=0),
    _w("The game I bought won't launch and the support forum has no fix. I'd like a refund today please, I've wasted "
       "enough time on it.", "billing", refund=True, urgency=3),
    _w("you billed me after I deleted my account. I want the charge reversed today.",
       "billing", refund=True, urgency=3),
    _w("parcel came open and the watch inside was gone. it was a 300 gift. i want every penny back",
       "billing", refund=True),
    _w("Hi, I think the cleaning service overcharged me: quoted 80, paid 110. Could the extra 30 be returned to me? "
       "Sometime this week would be great.", "billing", refund=True, urgency=2),
    _w("We paid the invoice twice by mistake, once by bank transfer and once by card. Please send one payment back, "
       "our bank details are on file. Not urgent at all.", "billing", refund=True, urgency=0),
    _w("My flight leaves tomorrow at 7 and the travel SIM I bought from you doesn't work at all. Since I can't use "
       "it, please return my money before I go so I can buy another one.", "billing", refund=True, urgency=3),
    _w("Ich möchte mein Geld zurück... sorry, English: I want my money back, the coffee machine leaks from the first "
       "day.", "billing", refund=True),
    _w("chair arrived with a broken leg. not bothering with a return, just credit me. whenever",
       "billing", refund=True, urgency=0),
    _w("I was told the upgrade would cost 5 extra but I see 25. Either fix it and give me back the 20, or cancel the "
       "upgrade and give me back all 25.", "billing", refund=True),
    _w("Our restaurant was overcharged on the POS subscription and now we're short for payroll that goes out this "
       "afternoon. We need the 640 overcharge returned immediately.", "billing", refund=True, urgency=3),
    _w("hey so the gift card i bought never reached my friend's inbox and the code doesn't work. just refund it to "
       "my card i guess", "billing", refund=True),
    _w("Reimbursement request: delivery arrived damaged, photos attached, order 4490-B.", "billing", refund=True),
    _w("my kid bought stuff in the app without me knowing, 89.99 total. can u reverse those purchases please, next "
       "week is ok", "billing", refund=True, urgency=1),
    _w("The printer you sent won't connect to wifi no matter what I try. I've given up. I'd like to send it back and "
       "get paid back, next month is fine.", "billing", refund=True, urgency=1),
    _w("I paid for the premium plan but all the features are still locked. If this can't be fixed I'd rather have "
       "the money back.", "billing", refund=True),
    _w("we never received the 500 units, the truck didn't show. transfer the 4,200 back to us, our warehouse is "
       "empty and the production line is stopped right now", "billing", refund=True, urgency=4),
    _w("Please give me back the deposit. The rental was cancelled on your side.", "billing", refund=True),
    _w("I see you refunded the shipping but not the product itself. I'm still owed 34.99 for the lamp.",
       "billing", refund=True),
    _w("cancelled my order 5 min after placing it and still got charged. want it back asap",
       "billing", refund=True, urgency=3),
    _w("The subscription fee was taken for a month when the service was completely offline for us. A credit for that "
       "month back to our card would be fair. Not a priority, it can wait.", "billing", refund=True, urgency=1),
    _w("The tickets you sold me were for the wrong date and the venue refused them. I expect to be repaid in full.",
       "billing", refund=True),
    _w("Hi! The size chart was wrong so the dress doesn't fit. Sent it back yesterday, could you let me know when "
       "the money will be back on my card? I need it by the end of the week, thx", "billing", refund=True, urgency=2),
    _w("How long does delivery to Canada usually take? Just curious, I'm planning to order later in the year.",
       "shipping", urgency=0),
    _w("what does shipping cost to australia for a 2kg order? no hurry", "shipping", urgency=0),
    _w("Will I have to pay customs if I order from the UK to Switzerland? I'd like to know before I place the order "
       "this week.", "shipping", urgency=2),
    _w("Hi, we're a small café chain and want 300 branded mugs. Can you quote including delivery to our 4 locations "
       "in Leeds? We'd like the quote by Friday.", "sales", urgency=2),
    _w("wrong item in my box lol, ordered the blue kettle and got a toaster. can you send the right one, next week "
       "is fine", "shipping", urgency=1),
    _w("Please change the delivery address for order 66120 to 14 Mill Lane, Bristol. I move out of the current flat "
       "tomorrow!", "shipping", urgency=3),
    _w("Courier says delivered but there's nothing at my door. I've checked with the neighbours. Please find it "
       "today, it's medication.", "shipping", urgency=3),
    _w("The bookshelf arrived but the bag of screws and two of the shelves are missing. Could you send the missing "
       "pieces? Whenever is fine.", "shipping", urgency=0),
    _w("Do you offer free delivery on orders over a certain amount?", "shipping"),
    _w("Quote request: 1,200 units of the A4 notebook, delivered on pallets to our warehouse in Rotterdam. Please "
       "include lead time and freight costs.", "sales"),
    _w("can i pick up from a parcel locker instead of home delivery", "shipping"),
    _w("Our shop opens in 3 days and the display stands haven't arrived, tracking hasn't moved since Monday. Please "
       "check with the courier this week.", "shipping", urgency=2),
    _w("Customs is holding my parcel and asking for a commercial invoice. Can you email one so they release it? They "
       "said they'll send it back in 5 days otherwise.", "shipping", urgency=2),
    _w("We're thinking of ordering 50 laptops for our school. Do you deliver to Ireland, and is there a volume "
       "discount? We decide at next month's budget meeting, so it can wait a bit.", "sales", urgency=1),
    _w("Hallo, my package goes back to sender because the courier say address not found. The address is correct! "
       "Please tell them today before they send it back.", "shipping", urgency=3),
    _w("Is express delivery available to the Canary Islands?", "shipping"),
    _w("Hey, the tracking link says 'label created' for 6 days now. Has it actually shipped? Can you check by "
       "tomorrow, it's a gift", "shipping", urgency=3),
    _w("we have 40 trucks queued at the dock and your pallet delivery went to the wrong depot. need it rerouted NOW, "
       "the whole site is stuck", "shipping", urgency=4),
    _w("Got two of the same item and none of the other one I ordered. Happy to send the extra back, just send me the "
       "missing one please. Take your time.", "shipping", urgency=0),
    _w("Is it possible to get delivery on a Saturday? I work weekdays.", "shipping"),
    _w("Can you ship to a PO box?", "shipping"),
    _w("We'd like pricing for 10 standing desks with white-glove delivery and assembly at our Berlin office. Could "
       "you send a proposal this week?", "sales", urgency=2),
    _w("My parcel was 'handed to a neighbour' at number 41 apparently. There is no number 41 on my street. Please "
       "check with the driver asap.", "shipping", urgency=3),
    _w("Please hold my parcel at the depot, I'm away until the 20th. It's out for delivery today so please act "
       "quickly.", "shipping", urgency=3),
    _w("Box arrived crushed and the vase inside is in pieces. Can you send a new one? Not asking for money, just a "
       "replacement. Within a couple of weeks is fine.", "shipping", urgency=1),
    _w("Do you deliver to Northern Ireland and are there extra fees after Brexit?", "shipping"),
    _w("Which courier do you use for Spain? My building's reception only accepts some of them.", "shipping"),
    _w("Reseller inquiry: we'd like to stock your skincare line in 12 pharmacies. What are your wholesale prices, "
       "and do you deliver directly to each store?", "sales"),
    _w("I put my old address in Leeds by mistake. It hasn't shipped yet, could you update it to my Manchester "
       "address before it does? Ideally today.", "shipping", urgency=3),
    _w("the driver wont leave my parcel without a signature and im at work every day. can it go to a pickup point "
       "instead? this week if possible", "shipping", urgency=2),
    _w("The order says delivered to 'front porch' but I live in an apartment on the 9th floor. Where is it?",
       "shipping"),
    _w("How long do returns take to reach you? I posted mine and want to know when you'll get it. just curious",
       "shipping", urgency=0),
    _w("Can I change my delivery from standard to express after ordering? The party is on Saturday.",
       "shipping", urgency=2),
    _w("We need 2,000 printed tote bags delivered to the conference venue by the 14th. Can you quote and confirm you "
       "can meet that date? We need an answer within 48 hours to book a supplier.", "sales", urgency=2),
    _w("Only one of my three parcels arrived, the other two have no tracking updates. Order 30021. Please look into "
       "it by the end of the week.", "shipping", urgency=2),
    _w("EMERGENCY - the insulin cooler we ordered went to the wrong hospital ward, our patients are waiting for it "
       "right now", "shipping", urgency=4),
    _w("i got someone elses order?? the name on the label isnt me. what do i do with it, no rush",
       "shipping", urgency=0),
    _w("My delivery slot was 8-12 and nobody has come, it's 1pm. I took the day off for this. Is the driver still "
       "coming today?", "shipping", urgency=3),
    _w("What's the cheapest shipping option to the US? Not in a hurry at all.", "shipping", urgency=0),
    _w("Hi, do you ship internationally? Specifically to Brazil and Mexico.", "shipping"),
    _w("We run a gym and want 30 rowing machines. Is delivery and installation included in the bulk price or extra? "
       "Looking to decide in the next few weeks.", "sales", urgency=1),
    _w("The tracking number you sent doesn't exist on the courier's website.", "shipping"),
    _w("Our customers are at the counter waiting for orders your courier hasn't dropped off. The van was due at 9 "
       "and there's nothing. Please call the depot!", "shipping", urgency=4),
    _w("Are there duties for Canada on orders under 150 CAD?", "shipping"),
    _w("Missing piece: the lid for the pressure cooker wasn't in the box. Please send one out, I'm cooking for "
       "guests tomorrow night.", "shipping", urgency=3),
    _w("Could the courier deliver to my work address instead of home? Sometime before next Thursday would be ideal.",
       "shipping", urgency=2),
    _w("Looking for a quote: 5 pallets of printer paper a month, delivered to Glasgow. Do you offer a contract rate?",
       "sales"),
    _w("parcel is stuck at the customs office, whats going on", "shipping"),
    _w("Is delivery included in the price shown or added at checkout? Thinking of ordering at the weekend, no rush "
       "to reply.", "shipping", urgency=0),
    _w("The label printing software crashes every time I click 'Print shipping label'. Windows 11, version 4.2.",
       "technical"),
    _w("The invoice generator in the dashboard gives error 500 when I try to export a PDF. I have to send invoices "
       "to clients today.", "technical", urgency=3),
    _w("tracking page wont load, just spins forever. tried chrome and firefox", "technical"),
    _w("Checkout page goes blank after I enter my delivery address, so I can't place my order. Please fix it soon, "
       "I'd like to order this week.", "technical", urgency=2),
    _w("The SMS verification code never arrives. I've requested it five times. I can't even log in to look at my "
       "bill.", "technical"),
    _w("Payment form says 'Transaction error 0x12' but my bank shows nothing was taken. How do I complete the "
       "payment? no rush", "technical", urgency=0),
    _w("Our warehouse can't print any shipping labels. The label app freezes on startup and we have 300 orders "
       "waiting to go out right now.", "technical", urgency=4),
    _w("When I click 'Download invoice' nothing happens. Just want a copy for my records, whenever.",
       "technical", urgency=0),
    _w("hey the 'where is my parcel' page says 'something went wrong' for every tracking number i put in", "technical"),
    _w("The password reset email never comes, so I can't get into my account to change my delivery address. Need "
       "this fixed today.", "technical", urgency=3),
    _w("The billing page in the app crashes when I try to update my card. It doesn't charge anything, it just "
       "closes. iPhone 13, iOS 17.", "technical"),
    _w("2FA code by text isn't arriving since I changed phone carrier, same number though. can you help this week?",
       "technical", urgency=2),
    _w("The coupon field at checkout throws 'invalid request' even for codes that are valid, so I haven't been able "
       "to pay at all.", "technical"),
    _w("Card declined error on your site, but my card works everywhere else and my bank says they never saw the "
       "attempt. Something on your end? I'll try again next week.", "technical", urgency=1),
    _w("Our POS integration stopped syncing invoices to the accounting software yesterday. Every sale since then is "
       "missing. Please investigate asap.", "technical", urgency=3),
    _w("How do I set up automatic invoice emails to my customers in the app? Not urgent, just figuring things out.",
       "technical", urgency=1),
    _w("The shipping cost calculator on the product page says 'NaN' instead of a price.", "technical"),
    _w("Can't add a new payment method, the Save button is greyed out.", "technical"),
    _w("the order confirmation page shows an error and i dont know if the order went through. no money taken as far "
       "as i can see. please tell me before i try again, i need the stuff by friday", "technical", urgency=2),
    _w("The text message with the one-time password to confirm my purchase never arrives, so the payment never "
       "completes. Stuck on this step for an hour. Please help now, the sale ends tonight.", "technical", urgency=3),
    _w("Since the last driver update the label printer cuts off half of every shipping label. Can wait until next "
       "week.", "technical", urgency=1),
    _w("After updating the app I can't see my order history or my invoices at all, the tab is empty.", "technical"),
    _w("Apple Pay button does nothing on your checkout. Tested on two phones.", "technical"),
    _w("Getting 'session expired' on the subscription page every time I try to change plan, even right after logging "
       "in. I'd like to upgrade this week.", "technical", urgency=2),
    _w("our shop checkout is down for everyone, customers keep messaging that they cant pay, we're losing sales "
       "every minute", "technical", urgency=4),
    _w("Importing our customer list into the invoicing tool fails at row 1 with 'unexpected character'. It's a plain "
       "CSV. No rush, whenever someone can look at it.", "technical", urgency=0),
    _w("The delivery date picker at checkout only shows dates from last year, I can't select anything.", "technical"),
    _w("I got locked out after typing the verification code wrong 3 times and now the code isn't being sent at all. "
       "I need access today to pay my bill.", "technical", urgency=3),
    _w("Is there a way to print a batch of shipping labels at once instead of one by one? Just curious.",
       "technical", urgency=0),
    _w("The receipt emails come through with the text full of weird symbols like Ã©. Can you fix the encoding? "
       "sometime this month", "technical", urgency=1),
    _w("Payment page keeps reloading in a loop after I click Pay. My card wasn't charged, I checked. Tried 4 times.",
       "technical"),
    _w("The invoice PDF shows our old logo even though I uploaded the new one in settings. Please help before our "
       "big client send-out on Thursday.", "technical", urgency=2),
    _w("The label printing app says our licence is invalid even though we renewed it. Our dispatch team can't ship a "
       "single order at the moment.", "technical", urgency=4),
    _w("verif code sms not coming. tried resend 10 times. pls fix asap", "technical", urgency=3),
    _w("How do I change the currency shown on invoices from USD to EUR in the settings?", "technical"),
    _w("Tracking notifications by SMS stopped working, I get nothing since last week's update. Not a priority.",
       "technical", urgency=1),
    _w("The 'Pay invoice' link in your email leads to a 404 page. I want to pay, I just can't. Would like to sort it "
       "in the next few days.", "technical", urgency=2),
    _w("Checkout crashes on the last step in the Android app, and no charge shows up on my account. Samsung S21.",
       "technical"),
    _w("The checkout page crashed and gave me an error, but my card was charged anyway, 84.50 and no order in my "
       "account. Please refund it.", "billing", refund=True),
    _w("Your app froze during payment and I got charged three times for the same subscription. Take the two extra "
       "charges off my card.", "billing", refund=True),
    _w("The payment form threw an error so I paid again, and now I see both payments on my statement. Why did it "
       "take the money if it failed?", "billing"),
    _w("The SMS code never came so the purchase failed, but 29.99 left my account anyway. Please return it by "
       "tomorrow.", "billing", refund=True, urgency=3),
    _w("error at checkout but my bank shows a charge. no order, no email. can you check if the order exists or if i "
       "was just charged for nothing?", "billing"),
    _w("The upgrade button gave me 'something went wrong' and I'm on the free plan, yet I was billed for Pro. Either "
       "activate Pro or credit me back, this week please.", "billing", refund=True, urgency=2),
    _w("App crashed when I tapped 'renew' and it renewed twice. Two annual charges of 59. I only want to pay for "
       "one, send the other 59 back.", "billing", refund=True),
    _w("Your website timed out while I was paying and I got charged, tried again and got charged again. I'm not "
       "asking for anything back, just make sure the second payment counts as next month's fee.", "billing"),
    _w("The label software billed us for 500 labels but crashed halfway and printed only 40. We want the difference "
       "reimbursed.", "billing", refund=True),
    _w("Tracking page wouldn't load so I paid for 'premium tracking' thinking it would help. It doesn't load either. "
       "4.99 for nothing. Give it back.", "billing", refund=True),
    _w("Payment error, then charged anyway, and now there are two 'pending' charges for the same amount. Can someone "
       "explain which one is real? Next week is fine.", "billing", urgency=1),
    _w("Our online store's payment gateway glitched and charged 60 customers twice last night. They're calling us "
       "right now, we need every duplicate reversed immediately.", "billing", refund=True, urgency=4),
    _w("Your whole website is down. Every page returns a 502 error.", "technical"),
    _w("My account is locked and the unlock link in your email says it is invalid.", "technical"),
    _w("The parcel with our wedding rings is lost. The courier says they have no record of it at all.", "shipping"),
    _w("I was charged 1,480 instead of 148. Someone added a zero.", "billing"),
    _w("The heater you sold me caught fire. Nobody was hurt but the wall behind it is black.", "technical"),
    _w("API returns 401 for all our requests. Every integration we have is broken, nothing gets through.", "technical"),
    _w("Someone logged into my account from another country and changed my email address. I can't get in.",
       "technical"),
    _w("Lost parcel. Order 88213. It contains my passport documents.", "shipping"),
    _w("Dear support, our entire team cannot sign in. The SSO page shows 'configuration error' for every user.",
       "technical"),
    _w("You took 600 from our business account for a plan we cancelled. Return it.", "billing", refund=True),
    _w("the courier threw my parcel over the fence and it smashed. laptop screen is cracked", "shipping"),
    _w("all the data on the dashboard is gone. every report, every customer record, everything", "technical"),
    _w("The fridge stopped cooling and all the food inside has spoiled.", "technical"),
    _w("i got charged for someone elses order, their name is on my invoice", "billing"),
    _w("My phone shows a black screen after your firmware update and won't turn on.", "technical"),
    _w("Parcel marked as delivered. It is not here. The photo proof shows a door that isn't mine.", "shipping"),
    _w("We sent you 3 payments for one invoice, that's 9,000 extra. Please pay it back to our account.",
       "billing", refund=True),
    _w("URGENT SECURITY NOTICE: Your mailbox has been suspended. Verify your password at the link below to restore "
       "access.", "spam"),
    _w("An entire pallet of stock is lost between your warehouse and ours. The courier denies ever collecting it.",
       "shipping"),
    _w("The app deletes my photos when it syncs. I've lost a lot of family pictures.", "technical"),
    _w("Your system debited my card 14 times for one coffee subscription.", "billing"),
    _w("Our online shop shows other customers' addresses and phone numbers on the order page. That is a serious data "
       "leak.", "technical"),
    _w("the e-bike battery is swollen and smells of burning", "technical"),
    _w("I did not authorise this payment of 249.00. I have no account with your service.", "billing"),
    _w("Two of the four boxes are missing from my delivery, including the one with the fridge door.", "shipping"),
    _w("Login says my account doesn't exist. I'm a paying customer.", "technical"),
    _w("Please reverse the charge on my card. I was billed for a cancelled membership and it emptied my account.",
       "billing", refund=True),
    _w("Dear customer, we detected unusual activity. Your bank account will be closed unless you confirm your card "
       "details here: secure-verify-acc.com", "spam"),
    _w("The courier delivered my order to the wrong city. It's in Lyon, I'm in Lille.", "shipping"),
    _w("Our website builder lost all our pages. The site is blank for every visitor.", "technical"),
    _w("The hearing aid you sent doesn't pair, and neither does the replacement. My father cannot hear anything "
       "without it.", "technical"),
    _w("You renewed a licence for 120 users. We have 12. The invoice is 11,400.", "billing"),
    _w("the box went back to you as 'refused' but nobody refused it, i was home", "shipping"),
    _w("We're a hospital group evaluating your scheduling software for 40 sites. The demo crashed in front of our "
       "board and they are questioning the purchase. We need a proper presentation and a firm price.", "sales"),
    _w("Someone changed my password and placed orders with my saved card. I want those charges refunded.",
       "billing", refund=True),
    _w("Every email we send through your platform bounces. Our customers receive nothing.", "technical"),
    _w("The wrong medication package was delivered to me. It's addressed to someone else entirely.", "shipping"),
    _w("My account has been suspended and I can't even see why. The login page just says 'account disabled'.",
       "technical"),
    _w("We're charged full price although our plan gives 50% off for non-profits. It's wrong on every invoice.",
       "billing"),
    _w("The router you supplied keeps dropping the connection on all our devices.", "technical"),
    _w("Parcel arrived empty. The tape was cut and resealed.", "shipping"),
    _w("CONGRATULATIONS! You have won an iPhone 15. Claim your prize by paying the shipping fee of 1.99.", "spam"),
    _w("Your payment terminal declines every card. Visa, Mastercard, Amex, all of them.", "technical"),
    _w("The invoice you sent has another company's bank details on it. Someone may have tampered with it.", "billing"),
    _w("I returned the TV and you kept my money. The return was accepted at the depot. I want it paid back.",
       "billing", refund=True),
    _w("The car seat delivered is the wrong model and doesn't fit our car. We have a newborn.", "shipping"),
    _w("We'd like to move all 2,000 of our employees to your platform, but the price you quoted is double what we "
       "were told on the call. We can't sign at that price.", "sales"),
    _w("our database was wiped when the migration tool ran. the backups show as empty", "technical"),
    _w("The courier handed my parcel to a stranger who signed with a fake name.", "shipping"),
    _w("My card was charged in a currency I don't use, three times the usual amount, and my bank has frozen the card.",
       "billing"),
)
"""The second round: three writers from ``docs/demo-written-brief-2.md`` (spam styles, short messages, label
borders)."""

THIRD_ROUND: tuple[Labelled, ...] = (
    _w("WIN BIG tonite!! 200 free spins waiting 4 u at LuckyReels, no deposit needed, claim b4 midnight", "spam"),
    _w("Dear valued player, your VIP casino account has been credited with a 500% welcome match. Log in now to "
       "activate your bonus before it expires. Terms apply.", "spam"),
    _w("hello sir i am agent for online betting platform, we give you 100 usdt free bet if you register with my "
       "code, very safe very trusted, many winners daily", "spam"),
    _w("Roulette system that the casinos HATE. My uncle made 40k in three weeks using this one trick. Download the "
       "PDF free for the next 50 readers.", "spam"),
    _w("Fixed matches this weekend, 100% guaranteed, odds 25.0. Pay only after you win. WhatsApp me.", "spam"),
    _w("Our tipsters hit 14 out of 15 last Saturday. Join the Premium Punters club for just 9.99 a week and get "
       "every accumulator sent straight to your phone.", "spam"),
    _w("insider info from the stable, horse in race 4 at Kempton cant lose, reply YES for the name", "spam"),
    _w("To the account holder. We are a licensed sports analytics syndicate offering selected partners access to our "
       "betting algorithm, averaging 38% monthly ROI. Places are strictly limited. Please reply to receive the "
       "onboarding pack.", "spam"),
    _w("Bitcoin doubler is LIVE 🚀 send 0.05 BTC get 0.1 BTC back within one hour, verified by thousands", "spam"),
    _w("Hi friend, i saw your company profile, i want to introduce you to a crypto mining pool where my mentor "
       "helped me earn $3,200 every week passive. Shall I send you the link to start?", "spam"),
    _w("PRESALE ALERT: $MOONPAW token listing next week. Early wallets get 10x allocation. Don't be the one who "
       "missed Dogecoin.", "spam"),
    _w("Dear Sir/Madam, We represent a private wealth fund seeking discreet co-investors for a tokenised gold "
       "project yielding 22% per quarter, fully insured. Minimum participation 5,000 USD. Kindly confirm your "
       "interest to arrange a call with our portfolio director.", "spam"),
    _w("your wallet is eligible for the ETH airdrop, connect at the claim portal and sign the transaction to receive "
       "2.4 ETH", "spam"),
    _w("FOREX SIGNALS 95% ACCURACY. Gold, EURUSD, GBPJPY. Free 7 day trial in our Telegram. Stop losing money to the "
       "market!!!", "spam"),
    _w("Good day. I am a professional account manager. Give me access to your trading account and I will grow it 30% "
       "monthly, we share profits 50/50. No risk for you.", "spam"),
    _w("Quit your 9 to 5. Our copy-trading robot places trades for you while you sleep. Average users withdraw 800 a "
       "week. Watch the free webinar.", "spam"),
    _w("pips pips pips 📈 +340 pips this week for our VIP members, dm for the invite", "spam"),
    _w("Need working capital? Your business is PRE-APPROVED for up to $250,000. No credit check, funds in 24 hours. "
       "Reply FUND to get started.", "spam"),
    _w("Dear Business Owner, following a review of your trading history we are pleased to offer a merchant cash "
       "advance at preferential rates. Please complete the attached application at your earliest convenience.", "spam"),
    _w("Bad credit? No problem! Loans from 500 to 50k, approval in minutes, even if the banks said no", "spam"),
    _w("hello we are financial company give loan 2% interest to business and personal, no collateral, contact mr "
       "David by email for form", "spam"),
    _w("Drowning in debt? New government scheme can write off up to 85% of what you owe. Check if you qualify in 60 "
       "seconds.", "spam"),
    _w("Hi, this is Karen from the Debt Resolution Center regarding your outstanding balances. You may qualify for "
       "our consolidation program which reduces monthly payments by half. Please call us back on the number below.",
       "spam"),
    _w("STOP PAYING YOUR CREDIT CARDS. Legal loophole lets you walk away from unsecured debt. Our lawyers handle "
       "everything.", "spam"),
    _w("Congratulations! You have been chosen for a complimentary 7-night Caribbean cruise for two. Just pay port "
       "taxes of 89 dollars to confirm your cabin.", "spam"),
    _w("free holiday to bali 🌴 all inklusive, you only attend 90 min presentation, reply to book ur spot", "spam"),
    _w("Dear Guest, as a loyal traveller you are entitled to a free weekend stay at one of our partner resorts. To "
       "claim your voucher please verify your card details, a small holding fee of 1 euro will be taken.", "spam"),
    _w("Your name came up in our summer sweepstakes! A luxury trip to the Maldives is reserved for you. Click to "
       "accept.", "spam"),
    _w("You've won a $500 Amazon gift card! Survey takes 2 minutes. Claim here.", "spam"),
    _w("CONGRATULATIONS!!! YOU ARE OUR 1,000,000TH VISITOR. YOU HAVE WON AN IPHONE 16 PRO. ENTER YOUR SHIPPING "
       "DETAILS AND PAY 1.99 HANDLING.", "spam"),
    _w("hi, u have unclaimed reward points worth 74.50 that expire, redeem them for gift cards at the link", "spam"),
    _w("Official notification: your email address was drawn in the quarterly Global Consumer Appreciation Draw. "
       "Prize: a Visa prepaid card loaded with 2,000 GBP. Reference number GCA/441/09.", "spam"),
    _w("Royal Mail: your parcel is held at our depot due to unpaid shipping fee of 1.45 GBP. Pay now to reschedule "
       "delivery.", "spam"),
    _w("DHL Express: We attempted to deliver your package but the customs duty was not paid. Please settle 2.99 EUR "
       "via the secure link within 48 hours or the item will be returned to sender.", "spam"),
    _w("USPS - your package could not be delivered due to incomplete address information. confirm address here",
       "spam"),
    _w("dear customer we are from courier, your parcel is waiting, pay small fee of 3 dollar for redelivery. thank "
       "you", "spam"),
    _w("Your Evri parcel is on hold. Tap the link to pay the 0.99 release charge and pick a new delivery slot.",
       "spam"),
    _w("SECURITY ALERT: Unusual sign-in detected on your bank account from Lagos, Nigeria. If this was not you, "
       "verify your identity immediately at the secure portal.", "spam"),
    _w("Your PayPal account has been limited. We noticed suspicious activity. Please log in and confirm your "
       "information to restore full access.", "spam"),
    _w("Microsoft 365: your password expires today. Keep current password by clicking below.", "spam"),
    _w("Dear client, HSBC fraud team here. A payment of 849.00 to ONLINE ELEC LTD is pending. If you did not make "
       "this, reply with your card number and security code so we can cancel it.", "spam"),
    _w("ur netflix membership is suspended bcoz payment failed, update billing info to continue watching", "spam"),
    _w("Mailbox storage full. You will stop receiving emails. Upgrade quota free of charge by re-entering your "
       "credentials.", "spam"),
    _w("Please find attached invoice INV-20931 for services rendered. Payment is overdue. Kindly remit to the "
       "updated bank account listed on page 2.", "spam"),
    _w("Hi accounts, we have changed banks. Please update our details in your system before paying the next invoice. "
       "New IBAN attached. Regards, Finance Dept.", "spam"),
    _w("Geek Squad auto-renewal: your annual protection plan of 399.99 has been charged. To cancel and get the money "
       "returned call our helpline.", "spam"),
    _w("order confirmation #55102 norton antivirus 3yr 289.00 usd. if u did not authorise this call billing support",
       "spam"),
    _w("WARNING!! Your computer is infected with 5 viruses. Do not shut down. Call Windows Support on the toll free "
       "number now.", "spam"),
    _w("Hello, I am technician from Apple certified team, we detect your iCloud is hacked, allow me remote access "
       "with AnyDesk and i will fix it for free today", "spam"),
    _w("Your system registry is corrupted. Our certified engineers can repair your PC remotely for a one-time fee of "
       "149. Reply REPAIR and we will call you.", "spam"),
    _w("I know what you did. I have recorded you through your webcam while you visited certain websites. Send 1500 "
       "USD in Bitcoin to the wallet below or the video goes to all your contacts.", "spam"),
    _w("hello pervert. i hacked your device months ago and have all your passwords. pay 0.08 btc and i delete "
       "everything. you have 48h.", "spam"),
    _w("To the owner of this domain: we have obtained a copy of your customer database. Unless a settlement of 3 BTC "
       "is transferred, the records will be published on a public forum.", "spam"),
    _w("Your website will receive a one-star review wave from 200 accounts unless you pay our reputation fee. "
       "Contact us for terms.", "spam"),
    _w("Greetings, I am Barrister James Okoye, attorney to a late client who shares your surname. He died without a "
       "will and left 8.5 million USD. As next of kin you are entitled to the funds. Respond for the procedure.",
       "spam"),
    _w("hi dear i am sergeant Mike Walters US army serving in Syria, i found some gold and cash in a compound and "
       "need trustworthy person to receive the box, you will get 30%. please keep it secret", "spam"),
    _w("CONFIDENTIAL BUSINESS PROPOSAL. I am a senior bank official and have discovered a dormant account worth "
       "12,000,000 GBP. With your cooperation we can transfer it abroad and share equally.", "spam"),
    _w("Earn 300-500 a day from home! No experience, just your phone. Simple tasks like liking videos. Message us on "
       "Telegram to start.", "spam"),
    _w("Hello, we are HR from a global recruitment agency. Your profile fits our part-time remote position, 2 hours "
       "a day, salary 250 per day. Kindly add our manager on WhatsApp to get the task list.", "spam"),
    _w("MUMS WANTED!! work from the kitchen table stuffing envelopes and earn up to 1k weekly. starter kit only 49",
       "spam"),
    _w("We are recruiting mystery shoppers in your area. You receive a cheque, deposit it, keep 400 as payment and "
       "wire the rest to our evaluator.", "spam"),
    _w("Become a package reshipping coordinator. Receive parcels at home, relabel and forward them. Weekly pay of "
       "2,400 plus bonuses.", "spam"),
    _w("hey handsome 😘 i saw ur pic and i think we would get along really well, im lonely tonight, chat with me here",
       "spam"),
    _w("Hot singles in your area are waiting to meet you. Free sign up, no credit card.", "spam"),
    _w("Hello my dear, my name is Anastasia from Ukraine, i am 27 and looking for serious man for marriage. I found "
       "your email in a friend list. Please write me and i send you my photos.", "spam"),
    _w("Someone has a secret crush on you! 3 people viewed your profile this week. Unlock who they are for 4.99.",
       "spam"),
    _w("Doctors are stunned: this 10-second morning ritual melts belly fat without diet or exercise. Order the "
       "capsules now with 70% off.", "spam"),
    _w("REVERSE DIABETES NATURALLY in 30 days. Big Pharma does not want you to know about this herbal formula.",
       "spam"),
    _w("cheap v1agra c1alis no prescription, discreet shipping worldwide, best price guaranteed", "spam"),
    _w("Dear Sir, our clinic offers a breakthrough stem cell serum that restores hair, vision and joint health in "
       "one treatment. Testimonials from over 10,000 satisfied patients. Request a brochure today.", "spam"),
    _w("lose 12kg in 2 weeks with keto gummies, celebrities use it, buy 2 get 3 free", "spam"),
    _w("We buy any house, any condition, cash in 7 days. No agents, no fees. Get your free cash offer on your "
       "property.", "spam"),
    _w("Hi, I am a local investor interested in purchasing the property at your business address. Would you consider "
       "an off-market offer? I can close quickly with cash.", "spam"),
    _w("ATTENTION HOMEOWNER: you may be owed thousands in equity release. Find out what your home is really worth "
       "with our free valuation.", "spam"),
    _w("Hello, I checked your website and noticed it is not ranking on the first page of Google for your main "
       "keywords. We can get you to position 1 in 30 days. Can I send you a free audit?", "spam"),
    _w("DA 70+ guest posts and high authority backlinks at wholesale prices. 1000 links for 49 dollars. Boost your "
       "SEO today.", "spam"),
    _w("hi admin, i want to buy a sponsored article on your blog with a dofollow link, what is your price? i pay by "
       "paypal", "spam"),
    _w("Your website looks outdated and is losing you customers. Our design team builds modern, mobile-friendly "
       "sites from 299. Reply for a free mockup.", "spam"),
    _w("Hi there, I'm a freelance developer from India with 8 years experience in iOS and Android. I can build an "
       "app for your business at very low cost. Please see my portfolio and let me know a suitable time to talk.",
       "spam"),
    _w("We noticed your site has 47 critical SEO errors. Fix them before your competitors steal your traffic. Reply "
       "with YES for the full report.", "spam"),
    _w("Dear Team, we provide verified B2B email lists of decision makers in retail and e-commerce, 98% "
       "deliverability, GDPR compliant. Can I share a free sample of 500 contacts?", "spam"),
    _w("quick question - who handles outsourcing at your company? we provide offshore customer service agents from "
       "6/hr and would love to set up a 15 min call", "spam"),
    _w("Commercial cleaning for your offices and warehouse, first deep clean free. Fully insured, flexible hours. "
       "Get a quote today.", "spam"),
    _w("Hello, we are a freight forwarding company in Shenzhen offering door to door sea and air shipping at the "
       "best rates. Please tell us your shipping volume and we will give you a special price.", "spam"),
    _w("Following up on my last 3 emails. Are you the right person to talk to about reducing your payment processing "
       "fees by 40%? If not, could you point me to who is?", "spam"),
    _w("Hi! I'm a lifestyle creator with 340k followers and I love your brand 💕 I'd be happy to feature your "
       "products in a reel. My rate is 1,200 for a post plus story, or send me free products and we can discuss.",
       "spam"),
    _w("Collab opportunity!! we are a network of 500 micro influencers, pay 99 and we promote ur shop to 2 million "
       "people", "spam"),
    _w("Dear Brand, your store has been selected as a Brand Ambassador partner. To unlock the program, purchase the "
       "starter package and share our code with your followers.", "spam"),
    _w("Please help the children of the flood. Every 10 dollars feeds a family for a week. Donate by gift card or "
       "crypto through our relief page.", "spam"),
    _w("Good afternoon, I am writing on behalf of the International Orphan Support Foundation. We kindly request "
       "your company sponsor our annual appeal. Donations can be wired to our account in Cyprus.", "spam"),
    _w("donate now to veterans fund, 100% goes to the heroes, text GIVE to the short code", "spam"),
    _w("Luxury watches AAA quality replicas, Rolex, Omega, Patek, looks 100% original, only 1 of 10 the price. "
       "Worldwide delivery.", "spam"),
    _w("designer bags outlet 90% off!!! gucci lv prada, factory direct, pay with crypto get extra discount", "spam"),
    _w("Hello wholesale buyer, we manufacture branded sneakers of top quality, same materials as original, MOQ 50 "
       "pairs. Send me your WhatsApp for catalog.", "spam"),
    _w("UK Gambling Commission approved. Bet 10 get 60 in free bets. New customers only. 18+.", "spam"),
    _w("our AI trading bot made 412% last year, limited slots for new investors, minimum 250 dollars, withdraw "
       "anytime", "spam"),
    _w("HMRC: You are due a tax rebate of 264.78 GBP. To receive it please submit your bank details through the "
       "online form.", "spam"),
    _w("Final reminder: your domain listing in the Global Business Directory will expire. Renewal fee 389 USD. "
       "Failure to pay may affect your online visibility.", "spam"),
    _w("ACCOUNT SUSPENSION NOTICE. Dear customer, due to a failed verification your Apple ID will be disabled within "
       "24 hours. Click here to verify now and avoid permanent loss of your data.", "spam"),
    _w("amazon: a purchase of a macbook air for 1,149 was placed on your account. not you? call us to cancel", "spam"),
    _w("Dear Beneficiary, this is to inform you that the IMF compensation unit has approved your payment of 950,000 "
       "USD. To release the ATM card, send the delivery fee of 250 USD to the agent.", "spam"),
    _w("GET RICH WITH PENNY STOCKS. Our next pick is about to explode. Subscribe to the newsletter, first month free.",
       "spam"),
    _w("Hey it's Jake from the marketing team at BrightLeads. We helped a store like yours add 60 sales a day with "
       "Facebook ads. Worth a quick chat this week?", "spam"),
    _w("Dear Manager, We are a staffing agency supplying warehouse pickers, packers and forklift drivers on short "
       "notice. Temp to perm options available. May we send our rate card?", "spam"),
    _w("play now at Spin Palace, deposit 10 play with 100, instant withdrawals, no KYC", "spam"),
    _w("U have been pre-selected for an interest free credit card with a 5000 limit. Reply YES to accept. Txt STOP "
       "to opt out.", "spam"),
    _w("Your IRS tax return has a discrepancy. A warrant may be issued unless you settle the balance with iTunes "
       "gift cards. Call the officer on the number below.", "spam"),
    _w("Hello sir, I am Mr. Chen, procurement manager. We want to order 2000 units of your product, please send me "
       "the invoice and we pay by cheque, also we need you to pay the shipping agent first and we reimburse you.",
       "spam"),
    _w("Exclusive offer for store owners: dropship 10,000 trending products with zero inventory. Join the "
       "masterclass and make your first 10k month.", "spam"),
    _w("THE SECRET TO ENDLESS ENERGY: one drop under the tongue. Ancient Himalayan formula. Limited stock, order "
       "before it sells out again.", "spam"),
    _w("ur whatsapp will expire, to keep using verify ur number by sending the 6 digit code we just texted", "spam"),
    _w("We are offering your firm a guaranteed listing in the Top 100 Companies of the Year awards. Only the "
       "publication fee of 1,500 EUR applies. Winners receive a trophy and press release.", "spam"),
    _w("Want more 5 star reviews? We post real looking reviews on Google, Trustpilot and Amazon. 20 reviews for 59.",
       "spam"),
    _w("Dear friend i am Sandra, i got your contact on linkedin. I am a nurse with UN peace mission and i want to "
       "move my savings to your country to invest, can you help me, i will reward you.", "spam"),
    _w("Free solar panels for your business premises under the new green energy grant. Zero upfront cost. Book your "
       "free survey.", "spam"),
    _w("PRIZE DRAW WINNER!! Your mobile number won 750 pounds in the Vodafone anniversary draw. Call 0906 to claim, "
       "calls cost 3.50 per min.", "spam"),
    _w("To whom it may concern, We are reaching out with an opportunity to acquire a premium .com domain that "
       "matches your brand name. Asking price 4,900 USD, negotiable. Another buyer is interested.", "spam"),
    _w("hi i can make your logo, banners, social media posts, very cheap 5 dollar each, fast delivery, check my "
       "fiverr", "spam"),
    _w("Your Coinbase account: a withdrawal of 0.92 BTC was requested. If you did not request this, cancel by "
       "logging in through the link below.", "spam"),
    _w("Lonely? Real women 40+ near you want discreet fun. No strings. Sign up free tonight.", "spam"),
    _w("Dear Sir, we are a Turkish textile mill making premium branded t-shirts and hoodies, copy of any famous "
       "label you want, private label also possible. Best price for your shop.", "spam"),
    _w("You qualify for a government-backed debt freeze. Your creditors can no longer contact you once you enrol. "
       "Enrolment closes soon.", "spam"),
    _w("We will develop your e-commerce app in 14 days with AI features, only 1999 USD fixed price. 200+ happy "
       "clients. Shall I share case studies?", "spam"),
    _w("Lotto results: you matched 5 numbers! To collect winnings, reply with your name, address and a copy of your "
       "ID.", "spam"),
    _w("Hello, this is a courtesy call from your card provider. Your interest rate can be reduced to 1.9%. Press 1 "
       "to speak with an agent.", "spam"),
    _w("Dear esteemed partner, I am writing from the Ministry of Petroleum. A contract over-invoicing of 21.5 "
       "million USD needs a foreign account for transfer. Your share will be 35%.", "spam"),
    _w("VIP betting tips 🏀⚽ 3 wins in a row, join today and get first tip free, payment via crypto only", "spam"),
    _w("Office water coolers and coffee machines, free trial for 30 days, no contract. Can I drop one off at your "
       "premises next week?", "spam"),
    _w("Hi, we run a small chain of three gift shops and would like to see your wholesale catalogue. Do you have a "
       "trade price list and a minimum order quantity?", "sales"),
    _w("The promo code WELCOME15 from your newsletter keeps saying invalid at checkout. I typed it exactly as "
       "written. Is it broken?", "technical"),
    _w("Is this a scam? I got an email saying my account was locked and to click a link. It has your logo on it. I "
       "haven't clicked anything. Can you confirm whether it's really from you?", "technical"),
    _w("Your site promised free delivery on orders over 40. My basket was 46.20 and I still got charged 4.99 for "
       "delivery. Please can you look at it.", "billing"),
    _w("I bought the bundle during your Black Friday offer and one of the three items arrived broken. I'd like my "
       "money back for that item please, not a replacement.", "billing", refund=True),
    _w("We are a distributor in Poland and are interested in becoming your exclusive partner for Eastern Europe. "
       "Could we arrange a call to discuss terms and volumes?", "sales"),
    _w("the login code never comes to my phone. tried 5 times. i need to get into my account today to change my "
       "delivery address", "technical", urgency=3),
    _w("Can I get a demo of the Pro plan before we commit? No hurry, we are planning for next quarter.",
       "sales", urgency=0),
    _w("Gift card says 'already redeemed' but I literally just scratched the panel. It was a birthday present. Code "
       "starts with 7781.", "technical"),
    _w("Do you price match? I found the same coffee grinder 20 pounds cheaper on another site and would rather buy "
       "from you.", "sales"),
    _w("CONGRATULATIONS email said I won a free month of premium from your referral contest. Is that real? If yes "
       "how do I activate it, it didn't come with a code", "billing"),
    _w("Your app keeps showing a red banner: 'Security warning: this device is not trusted'. I only have one phone. "
       "What does it mean and how do I get rid of it?", "technical"),
    _w("I signed up for the free trial and was charged 29.99 straight away. The offer clearly said 14 days free. "
       "Please refund that charge.", "billing", refund=True),
    _w("hi do you do reseller accounts? i sell on etsy and want to stock a few of your candles. what discount would "
       "i get", "sales"),
    _w("The magic link to sign in expires before I can even open it. Every single time. Whats going on", "technical"),
    _w("Free next-day delivery was supposed to be included with my membership but the order is showing standard 3-5 "
       "days. Can you upgrade it? I need it by Thursday.", "shipping", urgency=2),
    _w("We run a hotel group with 12 properties and want a quote for 400 units of the bathrobes, embroidered. What "
       "lead time should we expect?", "sales"),
    _w("URGENT - our whole team is locked out after the 'suspicious activity' warning appeared. Nobody can take "
       "orders, customers are waiting on the phone right now.", "technical", urgency=4),
    _w("discount code SPRING20 took 20% off but then it disappeared on the payment page and i paid full price. why "
       "did it drop off?", "billing"),
    _w("Hello, I represent a chain of pharmacies in Portugal. We would like to discuss distribution of your skincare "
       "line. Could you send your partnership terms and a product catalogue by the end of the week?",
       "sales", urgency=2),
    _w("WIN A FREE YEAR was the subject line of your email and I entered. I got the 'you won' message yesterday but "
       "my account still shows the monthly fee being taken. Can you sort the billing so I'm not charged?", "billing"),
    _w("Got charged for the annual plan after the trial even though I cancelled on day 10. I want the 120 back, I "
       "have the cancellation email.", "billing", refund=True),
    _w("verification email goes to spam and the link inside says expired. cant finish signup", "technical"),
    _w("Are trials available for teams? We're 25 people and would like to test it for two weeks before buying "
       "licences. Not in a rush, just gathering options.", "sales", urgency=0),
    _w("my gift card balance shows 0 but i never used it!!! it was 50 euros. someone stole it??", "technical"),
    _w("Your checkout says 'free shipping to the EU' but I'm in Ireland and it added 12 euro shipping. Is Ireland "
       "excluded or is it a mistake?", "shipping"),
    _w("Hi, I saw your competitor offers 15% off for first-time business buyers. Can you match that? We'd be "
       "ordering around 200 units a month.", "sales"),
    _w("Received an SMS saying my parcel from you needs a 1.99 customs fee. Is that genuine? My tracking on your "
       "site says it's out for delivery.", "shipping"),
    _w("I got a 'new login from unknown device' alert from your app and it wasn't me. Please lock my account right "
       "now, I'm worried someone's in there.", "technical", urgency=3),
    _w("Promotional price of 9.99 a month was supposed to last 12 months, it's gone up to 14.99 after three. Please "
       "put me back on the promo price.", "billing"),
    _w("I ordered during the 'buy one get one free' offer but only one item arrived in the box. Packing slip lists "
       "two.", "shipping"),
    _w("the buy one get one free didnt work, I paid for both. refund one of them please, the order number is 44817",
       "billing", refund=True),
    _w("Good morning, we are a nonprofit and wondered whether you offer charity pricing on your software. We have "
       "about 40 volunteers who would need access.", "sales"),
    _w("I keep getting 'your password has been compromised, reset it' popups inside the app even after I reset it "
       "twice. Is my account actually hacked?", "technical"),
    _w("hey can i get a quote for 1000 branded pens by end of next week? our conference is the week after",
       "sales", urgency=2),
    _w("I applied a gift card of 25 and it took 25 off but then charged my card the full amount anyway. So I paid "
       "twice basically. Please give me the 25 back.", "billing", refund=True),
    _w("We are a small bike shop. Interested in stocking your helmets. Do you offer sale-or-return or a minimum "
       "first order?", "sales"),
    _w("Hello I am from Brazil and I try to put the voucher that you send me for my birthday but the site say 'code "
       "not valid in your region'. Please help how to use it.", "technical"),
    _w("The 'claim your reward' button in my loyalty page does nothing when I press it. Tried chrome and safari.",
       "technical"),
    _w("Can we become an authorised reseller in Canada? Looking to start selling in the spring, so whenever you get "
       "a chance to reply is fine.", "sales", urgency=0),
    _w("ordered with free express delivery promo, its been 6 days and nothing. tracking hasnt moved since monday",
       "shipping"),
    _w("I was charged VAT on an order to Switzerland and then had to pay import tax again at the door. Can you "
       "refund the VAT part? I paid it twice effectively.", "billing", refund=True),
    _w("Our store's point-of-sale app is showing 'license expired' after your update and we can't ring anything up. "
       "Queue of customers at the till right now, please help!!", "technical", urgency=4),
    _w("We're a marketing agency managing 30 client accounts. Is there an agency or partner programme with volume "
       "pricing? Happy to hop on a call next month.", "sales", urgency=1),
    _w("The text message with my one-time password arrives about 10 minutes late and by then it's expired. Can this "
       "be fixed?", "technical"),
    _w("I'm the lucky winner of your summer photo contest (prize: the espresso machine). It was meant to be shipped "
       "last month and I've heard nothing. Has it been sent?", "shipping"),
    _w("You ran an ad saying 30% off everything this weekend. I bought Saturday and got 10% only. Want the "
       "difference back please.", "billing", refund=True),
    _w("pls delete the card you have saved on my account, I got a phishing mail pretending to be you and i'd feel "
       "safer. doesnt need to be today", "technical", urgency=1),
    _w("The discount for students isn't showing on my invoice even though my student status got verified last week.",
       "billing"),
    _w("Is the 'free gift with every order' still running? I ordered on the 3rd and there was no gift in the parcel.",
       "shipping"),
    _w("We are an e-commerce brand looking to integrate your payment API. Could your sales team give us a demo and "
       "pricing for about 5,000 transactions monthly?", "sales"),
    _w("After I clicked the 'verify your email' link your site just shows a white page with error 500", "technical"),
    _w("hi i think i won the free shipping for a year thing from the survey? it said so on screen, but the order i "
       "just placed charged shipping. is it linked to my account", "billing"),
    _w("Dear Sir or Madam, I manage procurement for a school district. We would like a formal quotation for 120 "
       "tablets with cases, including educational pricing. Our budget closes on the 30th.", "sales", urgency=2),
    _w("I can't log in. It says 'account locked for security reasons, contact support'. I haven't done anything odd.",
       "technical"),
    _w("The 'members get free returns' promise apparently doesn't count for sale items? I was charged 5.95 for the "
       "return label. Please refund the label fee.", "billing", refund=True),
    _w("Do you deliver to the Canary Islands and if so is the free shipping offer valid there? Thinking of ordering "
       "a sofa.", "shipping"),
    _w("Two factor code SMS comes from a weird number that looks like spam so my phone blocks it. Can I use an "
       "authenticator app instead?", "technical"),
    _w("HELLO WE WANT TO BUY 50 OF YOUR OFFICE CHAIRS FOR NEW BRANCH. CAN YOU GIVE BEST PRICE AND DELIVERY IN 2 WEEK?",
       "sales"),
    _w("I got an email from you saying 'Your payment failed, update your card'. Turns out it was real, my card "
       "expired. I updated it but the app still says the subscription is paused.", "billing"),
    _w("My referral bonus of 20 credit never showed up. My friend signed up with my link two weeks ago and already "
       "made a purchase.", "billing"),
    _w("Our online store launches tomorrow morning and the coupon codes we created in your dashboard all show "
       "'inactive'. Need this working tonight.", "technical", urgency=3),
    _w("Could you tell me if there's an affiliate programme? I run a baking blog with decent traffic and would love "
       "to recommend your mixers.", "sales"),
    _w("Tracking says delivered to a pickup locker but I never received the code to open it. Can you resend it? I'm "
       "going away Saturday.", "shipping", urgency=2),
    _w("Is there a free version or only the trial? Just curious for now, might sign up later in the year.",
       "sales", urgency=0),
    _w("password reset emails are not arriving at all. checked junk. i have to get into the account before my client "
       "meeting at 2pm", "technical", urgency=3),
    _w("We are interested in a co-branding partnership for a limited edition product. Who on your side handles brand "
       "collaborations?", "sales"),
    _w("Hi there, we're opening a cafe in March and want to know your trade prices for the 1kg coffee bags. No rush "
       "at all, just planning ahead.", "sales", urgency=0),
    _w("voucher code from the apology email (LATE10) says expired but the email is from yesterday. can someone fix "
       "it before the sale ends tonight?", "technical", urgency=3),
    _w("Your 'next day delivery guaranteed or your money back' banner — my order came 4 days late. So I'd like the "
       "delivery fee refunded as promised.", "billing", refund=True),
    _w("I'm off on holiday Monday and the parcel still says 'awaiting courier'. Is there any chance it gets here by "
       "Saturday? The free delivery option said 2-3 days.", "shipping", urgency=2),
    _w("We're a regional supermarket chain. Can you send a wholesale price list and pallet pricing? Buyer meeting is "
       "Thursday so sooner is better.", "sales", urgency=2),
    _w("every time i enter the sms code it says 'too many attempts, try later'. i tried twice. please unlock it, i "
       "need to pay a supplier today", "technical", urgency=3),
    _w("Was promised 3 months free as a loyalty reward on the phone, but I've been billed the regular price this "
       "month. Not urgent, when you get a moment can you correct it?", "billing", urgency=1),
    _w("Our warehouse scanners stopped syncing with your platform since this morning's security update. Drivers are "
       "standing in the yard waiting for manifests. EMERGENCY.", "technical", urgency=4),
    _w("Can u change the delivery address on order 99120 to my office? its free delivery so hopefully no extra "
       "charge. needs to happen before it ships tomorrow", "shipping", urgency=3),
    _w("I bought the 'lifetime deal' during your launch promotion and now you're telling me it's being discontinued. "
       "Give me my money back.", "billing", refund=True),
    _w("Hello, we are a distributor of outdoor gear in Chile. Would you be open to an exclusive agreement? Let me "
       "know at your convenience, we plan for next season.", "sales", urgency=1),
    _w("My account shows a warning 'unusual payment activity, card blocked' inside settings. I didn't do anything "
       "unusual. How do I unblock it? Would like it done this week.", "technical", urgency=2),
    _w("The free samples I requested with my order never came. Everything else did. Whenever you can send them is "
       "fine.", "shipping", urgency=0),
    _w("Price match request: same blender is 69 at a big retailer, you have it at 89. I ordered from you yesterday. "
       "Could you refund the 20 difference? Sometime this week would be great.", "billing", refund=True, urgency=2),
    _w("We're running a corporate wellness event and would like 300 gift cards of 25 each for employees. Do you "
       "offer bulk gift cards with invoicing? Need them by next Wednesday.", "sales", urgency=2),
    _w("Cannot redeem the prize voucher I won at your store opening. The site says the code belongs to another "
       "account. Low priority, it's valid until December.", "technical", urgency=1),
    _w("Courier left a card saying 'fee due on collection 6.50' for my parcel from you. Your site said delivery was "
       "free and duties included. Do I pay it? I'm going to the depot in an hour.", "shipping", urgency=3),
    _w("Invoice for my business account doesn't show the 10% partner discount we agreed. Accounts need the corrected "
       "invoice by Friday.", "billing", urgency=2),
    _w("Hi, could we book a product demo for our ops team? Any day next week works.", "sales", urgency=1),
    _w("The email sign in link opens the app, then it asks me to sign in again, then sends another link. endless "
       "loop. been going on for days, kinda annoying but i can wait", "technical", urgency=1),
    _w("Which countries qualify for the free international shipping promo? Asking for a friend in Norway, no hurry.",
       "shipping", urgency=0),
    _w("We'd like to discuss becoming a white-label partner. Our board meets in two days and I'd like to present "
       "your terms. Can someone call me?", "sales", urgency=2),
    _w("'Your session is not secure' warning pops up when I try to pay in your app. So I can't check out at all. "
       "Sale ends in 3 hours!!", "technical", urgency=3),
    _w("The delivery of our trade order (40 boxes) came with 6 boxes crushed. Please send replacements, we're "
       "restocking shelves for the weekend.", "shipping", urgency=2),
    _w("Hey, loyalty points from the double points promotion haven't been added to my account. It's been a month. "
       "Can look at it whenever.", "billing", urgency=0),
    _w("Our restaurant's online ordering has been down since the 'critical security patch'. Orders are failing right "
       "now at dinner rush, we're losing money every minute.", "technical", urgency=4),
    _w("Quick one: do you sell internationally to businesses with VAT exemption? Just exploring, whenever.",
       "sales", urgency=0),
    _w("I returned the free gift and the main item from the promo bundle 3 weeks ago. Still no refund. I'd like my "
       "85 back this week please.", "billing", refund=True, urgency=2),
    _w("parcel tracking link in ur email looks dodgy (bit.ly) so i didnt click. whats my tracking number please? "
       "expecting it today", "shipping", urgency=3),
    _w("Please send me the link to the reseller application form. We want to sign up before your trade show deal "
       "closes tomorrow.", "sales", urgency=3),
    _w("The app says 'Your device is jailbroken, access denied'. It's not. Brand new phone. No rush, I can use the "
       "website meanwhile.", "technical", urgency=1),
    _w("Buy now pay later option was offered at checkout but the full amount came out of my account in one go. Can "
       "you check what happened? Not urgent.", "billing", urgency=1),
    _w("Our trucks are at your warehouse gate and the collection booking we made through the portal shows "
       "'unverified'. Drivers can't load. Please call the dock office now.", "shipping", urgency=4),
    _w("The security question reset asks for my first pet but I never set one up. Locked out.", "technical"),
    _w("Refund please. Paid for priority shipping on the promo, it came standard.", "billing", refund=True),
    _w("Hi! Is the free click and collect available at the city centre store or only retail park? Planning my "
       "weekend.", "shipping"),
    _w("Do you do volume discounts for universities? We need around 60 licences for the autumn term.", "sales"),
    _w("QR code on the gift card won't scan at the self checkout in your store. staff said contact online support.",
       "technical"),
    _w("your spring sale email had a 'free delivery' code but the confirmation still lists delivery 3.95. i'm not "
       "asking for anything back, just want to know if the code is for app orders only", "billing"),
    _w("wrong item in my parcel, got a blue kettle instead of the red one I ordered from the promo page. Dont want "
       "money back, just swap it", "shipping"),
    _w("We're interested in sponsoring your community event and featuring our products alongside yours — who should "
       "I contact? Happy to wait until after the holidays.", "sales", urgency=1),
    _w("Account got hacked after I clicked a fake 'you won' email. They changed my email address. I need it back "
       "before they place orders, please act today.", "technical", urgency=3),
    _w("The giveaway prize I won (a headphone set) was sent to my old address. Please redirect it, the courier is "
       "holding it for 5 days.", "shipping", urgency=2),
    _w("Charged full price for the course even though I used your 'early bird' link. Please credit the 50 back to my "
       "card, thanks.", "billing", refund=True),
    _w("hi can i try the premium features for free first? want to see if its worth it", "sales"),
    _w("Browser extension shows 'this site may be phishing' when I open your login page. Is your certificate broken? "
       "Can't log in until it's fixed and I have payroll to run in an hour.", "technical", urgency=3),
    _w("Tracking shows my order with the free express upgrade stuck at customs in Frankfurt. Is there anything I "
       "need to do?", "shipping"),
    _w("I paid £6.99 extra for next-day delivery on Monday and it's now Thursday. The parcel is still sitting at "
       "your depot according to tracking. I'm not after the money, I just want the box.", "shipping"),
    _w("order 55821 shows 'payment received' since 10 days but status never changed to dispatched. is it even "
       "packed? pls answer today", "shipping", urgency=3),
    _w("Hi, my order came today but the charger I paid for isn't in the box. Invoice lists it, box doesn't have it. "
       "Can you send it separately please?", "shipping"),
    _w("You sent me a size M hoodie, I ordered and paid for XL. Please swap it, I do NOT want a refund, I want the "
       "right hoodie. Sometime next week is fine.", "shipping", urgency=1),
    _w("Can I change the delivery address on an order I already paid for? I'm moving flats on Saturday so it needs "
       "to go to the new place.", "shipping", urgency=2),
    _w("We placed a business order for 40 office chairs, PO 7781, invoice already settled. Nothing has arrived and "
       "the fit-out starts next Wednesday. Where are they?", "shipping", urgency=2),
    _w("express shipping paid, item not here. wedding is tomorrow at 11am. please tell me where the dress is",
       "shipping", urgency=3),
    _w("The replacement you promised for the cracked mug set - has it shipped yet? No money wanted, just the mugs.",
       "shipping"),
    _w("Good afternoon. I spent nearly 300 euros with you and the parcel has been 'in transit' for three weeks. I "
       "would appreciate an update whenever someone gets a chance.", "shipping", urgency=0),
    _w("why does my order say delivered when nothing came?? i paid for this with my birthday money. need an answer "
       "asap", "shipping", urgency=3),
    _w("Received two left shoes. Paid for a pair. Please send the right one, no refund needed.", "shipping"),
    _w("hello, i buy 3 items and pay all, but only 2 arrive in the package. the packing list say 3. where is third "
       "one? no hurry, only want to know", "shipping", urgency=0),
    _w("I upgraded to Saturday delivery at checkout (the £4 option) and the courier came on Monday instead. Not "
       "asking for the £4, just want to know if Saturday delivery actually exists because I'll need it again.",
       "shipping"),
    _w("Our restaurant ordered 12 cases of napkins on account, invoice 30-day terms. They were due Tuesday. We run "
       "out tonight, can you check where the pallet is?", "shipping", urgency=3),
    _w("I'm not asking for money back, I'd just really like the missing pillowcases sent out. Whenever suits, no "
       "rush.", "shipping", urgency=0),
    _w("bought the premium bundle at full price and the box came without the carry case. pls send it", "shipping"),
    _w("Hi team, quick one: I paid for gift wrapping and delivery to my mum's. Can you confirm it's going to her "
       "address and not mine? Her birthday is next week so not urgent yet.", "shipping", urgency=1),
    _w("The tracking number on my receipt doesn't match any parcel with DPD. Order was paid on the 3rd. Can you "
       "check which courier actually has it? Whenever you get round to it.", "shipping", urgency=0),
    _w("Our shop ordered 200 units wholesale, paid upfront by bank transfer. 150 arrived. The other 50 were supposed "
       "to be on a second pallet. Has it left your warehouse?", "shipping"),
    _w("I got someone else's order, a blender, and my order (a kettle I paid 45 for) is nowhere. Do you want me to "
       "send the blender back? And please send my kettle by the weekend if you can.", "shipping", urgency=2),
    _w("Paid for 'guaranteed before Christmas' shipping. It's the 22nd. Is it going to make it or not?",
       "shipping", urgency=3),
    _w("order stuck at 'processing payment' for 4 days but money left my account on day one. did it ship or not",
       "shipping"),
    _w("Dear Sir/Madam, I have paid the customs duty of 23.40 to the courier as requested, yet the parcel has not "
       "been released for delivery. Could you please look into this?", "shipping"),
    _w("honestly don't care about the delivery fee, keep it. just get my order to me before the weekend 🙏",
       "shipping", urgency=2),
    _w("Wrong colour sent. Paid for navy, got bright orange. Exchange please. Not a priority.", "shipping", urgency=1),
    _w("Can you split my order? I paid for everything together but half of it is backordered. I'd rather get the "
       "in-stock items now and the rest later.", "shipping"),
    _w("I ordered a replacement screen protector after the first one came cracked. You charged me nothing, which is "
       "lovely, but it's been two weeks and no replacement either. Did it get sent?", "shipping"),
    _w("trucks at our loading bay are waiting for your delivery of the packaging film we paid for last month, "
       "production line is stopped until it arrives. where is the driver??", "shipping", urgency=4),
    _w("Hi! I paid for click & collect at the Westfield store but the store says they have no record of it. Which "
       "store was it sent to? I'm standing in the mall right now and need to know in the next hour.",
       "shipping", urgency=3),
    _w("My invoice says 3 boxes of printer paper, the courier delivered 1. Please ship the other 2, I don't need a "
       "credit or anything.", "shipping"),
    _w("is there any way to get my order sooner if i pay extra? it's already paid and shipping standard but i need "
       "it by thursday", "shipping", urgency=2),
    _w("The price was great, the product is great, the delivery is a disaster. Third attempt 'failed' while I was "
       "home all day. Please arrange it again.", "shipping"),
    _w("I changed my mind about the delivery address after paying. Can it go to my office at 14 Harbour Street "
       "instead? Please change it before it ships on Wednesday.", "shipping", urgency=2),
    _w("We are a school and ordered 60 calculators with our purchase card. The delivery note was signed but the "
       "boxes contain only 48. Could the remaining 12 be sent sometime next week? Term doesn't start until the 15th.",
       "shipping", urgency=1),
    _w("lol you sent me 3 of the same book and I only paid for one. want me to send two back or what", "shipping"),
    _w("I did pay for insured delivery so the box being crushed is your courier's problem. I don't want my money "
       "back, I want a new lamp sent out. Today if possible.", "shipping", urgency=3),
    _w("Your site charged me the international shipping rate so I assume it's coming by air? It's been 18 days to "
       "Canada. Where is it?", "shipping"),
    _w("Order #A-20931. Paid. Confirmed. Then silence. Is it lost? Reply today please.", "shipping", urgency=3),
    _w("The cash-on-delivery driver asked for 5 more than the order total. I paid it to get my parcel. Anyway, the "
       "bigger problem is the parcel is missing the remote. Please send the remote.", "shipping"),
    _w("hola, I pay for delivery to Spain and parcel go back to your warehouse. Why? Address is correct. Please send "
       "again", "shipping"),
    _w("Our catering company ordered and paid for 10 chafing dishes for an event this Saturday. Only 6 came. We need "
       "the other 4 by Friday at the latest.", "shipping", urgency=2),
    _w("The sale price was £19 and I got the item, just not the one in the picture. Could you send the correct "
       "model? Not fussed about timing.", "shipping", urgency=0),
    _w("hey so i paid for the 2 day shipping and it's day 6. not asking for anything back just want to know where it "
       "is", "shipping"),
    _w("Please hold my paid order at the depot. I'm away until the 20th and don't want it left on the doorstep. It's "
       "due out for delivery tomorrow morning, so please sort it before then.", "shipping", urgency=3),
    _w("Replacement for my faulty headphones was promised 'within 5 working days' and that was 3 weeks ago. I "
       "returned the faulty pair at my own cost. Can someone finally ship the new ones?", "shipping"),
    _w("our customers are at the counter asking for the phone cases we pre-sold, your shipment was due yesterday and "
       "we have nothing on the shelf. need an ETA now", "shipping", urgency=4),
    _w("I ordered a bundle deal - 3 candles for the price of 2. Box had 2 candles. The third is the free one but I'd "
       "still like it! Honestly take your time.", "shipping", urgency=0),
    _w("can the order i just paid for be sent to a pickup locker instead of my house? the one at the train station",
       "shipping"),
    _w("Paid the £12 white-glove delivery for the sofa. They dropped it on the pavement and left. I don't want "
       "compensation, I want someone to bring it inside as agreed.", "shipping"),
    _w("my order number is 88412 and it hasn't moved since 'label created'. paid with paypal on the 2nd. can you "
       "chase the courier this week?", "shipping", urgency=2),
    _w("I know I got the discount code wrong at checkout, that's fine, I paid full price happily. Question is just "
       "when the parcel ships - it says pre-order?", "shipping"),
    _w("The invoice and the box don't agree. Invoice: 2x blue, 1x green. Box: 3x green. Can you send the blue ones "
       "and I'll post back the greens? Eventually is fine.", "shipping", urgency=1),
    _w("My company's bulk order of branded pens (paid in full, deposit plus balance) was supposed to arrive before "
       "our trade show. The show opens tomorrow morning. Tracking shows nothing since Monday.", "shipping", urgency=3),
    _w("Not looking for my money back!! Just please resend the order, the first one was stolen off my porch.",
       "shipping"),
    _w("Kindly advise why the parcel I paid for was delivered to a neighbour three streets away. I have collected "
       "it, but the driver should not do this again.", "shipping"),
    _w("you charged delivery for one parcel but it came as four separate parcels on four different days, and one is "
       "still missing. which courier has the last box? need it by friday", "shipping", urgency=2),
    _w("I ordered a gift and paid extra for the 'no price on packing slip' option. Is that set up? It ships direct "
       "to my sister.", "shipping"),
    _w("Payment went through, I got the confirmation email, and now the order page says 'cancelled - address "
       "undeliverable'. The address is fine! Please ship it again, take your time, I'm not in a hurry.",
       "shipping", urgency=0),
    _w("wrong item. ordered the 64gb, got 32gb. paid for 64. swap pls. need it before my trip thursday",
       "shipping", urgency=2),
    _w("We have a standing monthly order with you billed on account. This month's delivery of coffee beans didn't "
       "turn up at the café. Could you look into it when you get a moment? We have stock until the end of next week.",
       "shipping", urgency=1),
    _w("I'm abroad for work and paid for the order to go to my hotel in Berlin. I check out on Friday. Will it get "
       "there before then?", "shipping", urgency=2),
    _w("the free gift with purchase was missing from my order. i spent over 50 to get it lol. can u send it",
       "shipping"),
    _w("Hello, my flight leaves at 6 tonight and the passport wallet I paid express shipping for still isn't here. "
       "Can the courier deliver to the airport hotel instead?", "shipping", urgency=3),
    _w("I was charged correctly and everything, but the parcel has a customs hold in Norway. What paperwork do they "
       "need from me? Customs say they'll send it back if it isn't cleared by tomorrow.", "shipping", urgency=3),
    _w("Replacement blender arrived today - but it's the same faulty model number as the one I sent back. Could you "
       "send the updated version instead? Still don't want a refund, I like the product.", "shipping"),
    _w("Order split into two invoices and only the first shipment came. Second invoice is paid too. Eventually would "
       "be fine, it's only spare filters.", "shipping", urgency=1),
    _w("ur courier tried to charge me a 'redelivery fee' at the door. i refused. parcel went back. pls send it again "
       "without the nonsense", "shipping"),
    _w("We're a dental clinic. The sterile supplies order we paid for yesterday was marked urgent, same day courier. "
       "Patients are booked in and we can't start procedures without the kits. Where is it?", "shipping", urgency=4),
    _w("Our card terminal at the till keeps saying 'declined - comms error' for every customer even though their "
       "cards are fine. Wifi is working. People are waiting to pay right now and we're turning them away.",
       "technical", urgency=4),
    _w("The checkout page on my web shop goes blank after customers click 'Pay now'. No order is created and no "
       "money is taken. Started after I installed your latest plugin update.", "technical"),
    _w("sales report for last month shows zero for every day. we definitely sold stuff. is the dashboard broken?",
       "technical"),
    _w("The label-printing app prints the shipping labels sideways and half off the page. Printer is a Zebra, 4x6 "
       "labels. Any setting I've missed? The courier collects at 4 today.", "technical", urgency=3),
    _w("Your tracking page just spins forever. I've tried Chrome and Safari. I only want to see where my parcel is, "
       "is the page down?", "technical"),
    _w("Payment form throws 'Error 402: token invalid' when I enter my card. Nothing charged, I checked my bank. "
       "Can't complete the order because of it.", "technical"),
    _w("Till frozen. Queue out the door. Card reader not pairing with the POS since the update this morning. PLEASE "
       "HELP NOW", "technical", urgency=4),
    _w("How do I export invoices from the sales module as a CSV? I can only see PDF export. No rush, just for my own "
       "records.", "technical", urgency=0),
    _w("The video call tool keeps dropping when I share my screen with clients. Happened in three sales meetings "
       "this week. I have another demo with a big prospect tomorrow at 10.", "technical", urgency=3),
    _w("hi my discount codes aren't working in my online store, customers enter them and the checkout says 'invalid "
       "code' even tho i created them in the admin. what am i doing wrong", "technical"),
    _w("The receipt printer attached to our register prints blank slips. Paper is the right way round, I checked "
       "twice. Could someone help in the next few days?", "technical", urgency=2),
    _w("I can't log into the seller portal. It says my password is wrong, I reset it, the reset email never arrives. "
       "Not the end of the world, I can wait until next week.", "technical", urgency=1),
    _w("when i click 'buy now' in your app it crashes straight back to the home screen. iphone 13, latest ios. no "
       "money taken, just cant buy", "technical"),
    _w("Our analytics show conversion rate of 340%. That's obviously impossible. I think orders are being counted "
       "twice in the revenue widget.", "technical"),
    _w("Apple Pay option disappeared from our checkout after we changed theme. How do we turn it back on? Not "
       "urgent, card payments still work.", "technical", urgency=1),
    _w("The courier integration stopped pulling tracking numbers into the orders list. We have to copy them in by "
       "hand. Could you look at it sometime this week?", "technical", urgency=2),
    _w("card terminal says 'battery critical' even when it's on the charging dock all night. is the dock faulty?",
       "technical"),
    _w("Hello, the invoicing software is adding VAT twice on my drafts - 20% and then 20% again on top. I haven't "
       "sent any to customers yet. How do I fix the tax settings? I have to send them out by Thursday.",
       "technical", urgency=2),
    _w("Shop is OPEN and the POS won't take a single payment. Error 'merchant ID not found'. We are losing sales "
       "every minute, call me.", "technical", urgency=4),
    _w("Is there a way to set up the CRM so each sales rep only sees their own leads? Just curious, no hurry.",
       "technical", urgency=0),
    _w("After I pay with PayPal on your site it sends me back to an empty cart and says 'session expired'. Was I "
       "charged? PayPal says no. But I still can't place the order.", "technical"),
    _w("We're getting 'SSL certificate error' on our store's checkout page. Customers are too scared to enter card "
       "details. Can you fix this today?", "technical", urgency=3),
    _w("How do I connect the shipping label app to my Etsy shop? The 'connect store' button just reloads the page.",
       "technical"),
    _w("Why does the sales forecast in the reporting tab change every time I refresh? Same data, different numbers. "
       "Just curious, whenever.", "technical", urgency=0),
    _w("Dear support, the booking widget on our website shows prices in dollars instead of pounds, though the store "
       "currency is set to GBP. Kindly assist.", "technical"),
    _w("tracking link in the dispatch email goes to a 404. order number 44120 if that helps", "technical"),
    _w("My quotes template lost the company logo and all the formatting after the last update. Clients are seeing a "
       "plain text quote. I need it fixed before I send a big quote this afternoon.", "technical", urgency=3),
    _w("i set up free shipping over £50 in my store settings but checkout still adds the delivery fee. how do i make "
       "the rule work", "technical"),
    _w("The 2FA code for the merchant dashboard never arrives by SMS so I can't see today's takings. Tried 5 times.",
       "technical"),
    _w("Our self-checkout kiosks keep rebooting mid-transaction. Nobody gets charged but the customer has to start "
       "again. It's been happening for a week.", "technical"),
    _w("The invoice PDF generator crops off the bottom line with the bank details. Tried A4 and Letter. Can you help "
       "before Friday's invoice run?", "technical", urgency=2),
    _w("hi, the 'track my order' button in your app does nothing when I tap it. android 14. I just want to see the "
       "delivery date", "technical"),
    _w("Bluetooth card reader connects to the phone but the sales app says 'no reader found'. We have a market stall "
       "and the market opens at 8 tomorrow.", "technical", urgency=3),
    _w("The stock count in the shop system goes negative after every sale of bundled items. Is that a bug or a "
       "setting? Please look at it this week, our stocktake is on Friday.", "technical", urgency=2),
    _w("Our webshop shows 'out of stock' for everything since this morning although inventory is full. Customers "
       "can't buy anything at all. We're a flower shop and it's Valentine's Day, this is an emergency.",
       "technical", urgency=4),
    _w("Is there a keyboard shortcut to apply a discount at the till? Staff are clicking through three menus for "
       "every 10% off.", "technical"),
    _w("payment form says 'please enter a valid postcode' but my postcode is valid. irish eircode, maybe your form "
       "doesn't accept them?", "technical"),
    _w("Since migrating to the new plan our sales-by-region report only loads the first 100 rows. We need the full "
       "list, but honestly no rush, it's for the annual review in two months.", "technical", urgency=0),
    _w("the meeting scheduler sends clients the wrong timezone in the invite, so they keep joining an hour late to "
       "my sales calls", "technical"),
    _w("The shipping-label app rejects every address with an apartment number. 'Address line 2 invalid'. I've got 30 "
       "parcels to print labels for before the courier pickup at 3pm today.", "technical", urgency=3),
    _w("Hi, our receipts are printing the old shop address. We moved. Where do I change the address that goes on the "
       "receipt? No hurry at all.", "technical", urgency=0),
    _w("Can't add a card to my account. Every card I try says 'card not supported'. Visa, Mastercard, doesn't "
       "matter. Not charged, just can't save it.", "technical"),
    _w("The Shopify sync keeps duplicating orders in your fulfilment tool, so the warehouse nearly shipped the same "
       "parcel twice. Please have a look this week.", "technical", urgency=2),
    _w("hello, how to set the card terminal for tips? restaurant customers want to give tip on the card", "technical"),
    _w("Checkout on mobile: the 'Place order' button is hidden behind the cookie banner and can't be tapped. Desktop "
       "works. Most of our orders are mobile so we're losing sales every minute this stays broken.",
       "technical", urgency=4),
    _w("Whenever I try to open the revenue dashboard I get 'Error 500'. Other pages load.", "technical"),
    _w("Our sales team's shared inbox in your CRM stopped receiving emails from the website contact form. Leads "
       "could be going missing. Could someone check it today?", "technical", urgency=3),
    _w("i tried to pay for my order and the 3D secure page from my bank opens and then closes right away. no charge. "
       "what do i do", "technical"),
    _w("How can I print a packing slip together with the shipping label in one go? Right now I print them "
       "separately. Not a priority, it works.", "technical", urgency=1),
    _w("Refund button in the POS is greyed out for my cashiers. They need to be able to process returns for "
       "customers. Which permission controls that?", "technical"),
    _w("The cash drawer doesn't pop open after a cash sale any more. Card sales are fine. It's wired to the receipt "
       "printer.", "technical"),
    _w("Good morning, the webinar platform we use for client product demos won't let attendees in - they get stuck "
       "on 'waiting for host' even though I'm hosting. It's not urgent, next demo is in a fortnight.",
       "technical", urgency=1),
    _w("Tracking page says 'invalid tracking number' for all our customers' orders since we switched couriers. Did "
       "we set something up wrong?", "technical"),
    _w("our online store's payment gateway shows 'test mode' banner to real customers and won't take real cards. i "
       "think i clicked something. how do i switch to live", "technical"),
    _w("When I scan a gift card at the till it shows a balance of £0.00 even for brand new cards we just activated. "
       "Customer is at the counter with the card now and I can't take it.", "technical", urgency=4),
    _w("The app logs me out every time I try to view my order history. Just the order history page, everything else "
       "is fine.", "technical"),
    _w("I'd like to set up automatic payment reminders in the invoicing tool for overdue clients. Where's that "
       "option? Just asking, whenever.", "technical", urgency=0),
    _w("Price tags from the label printer show prices without decimals: 1999 instead of 19.99. Shelf edge labels, "
       "Brother printer.", "technical"),
    _w("we have 4 tills and only one of them syncs sales to the cloud. the other 3 show 'offline' even though theyre "
       "on the same wifi. can someone call me today", "technical", urgency=3),
    _w("Our e-commerce site's shipping calculator shows £0 delivery for international orders. We haven't set that. "
       "Please fix before the weekend promo starts on Saturday.", "technical", urgency=2),
    _w("Password reset link for my shop admin account says 'expired' even when I click it straight away.", "technical"),
    _w("the google pay button at checkout throws 'merchant not configured' error. no money taken from customers",
       "technical"),
    _w("Dear team, since updating the terminal firmware the device shows 'tamper detected' and refuses transactions. "
       "Our hotel reception has guests checking out right now and we cannot take payment.", "technical", urgency=4),
    _w("How do I give my accountant read-only access to the sales and invoices section without letting her change "
       "anything?", "technical"),
    _w("the abandoned-cart email your app sends has a broken link to the basket. customers click it and get 'page "
       "not found'", "technical"),
    _w("Delivery date picker on our checkout only shows dates in 2019. Weird one. Can't find any setting for it. "
       "Would be good to sort in the next few days.", "technical", urgency=2),
    _w("My order confirmation emails to customers show the wrong order total (before discount). The actual charge is "
       "correct. How do I change the email template?", "technical"),
    _w("Hi, we run a small bakery with one card reader and are thinking of getting two more for the weekend market. "
       "What would three readers cost altogether, and is there a discount for buying several? We'd need them before "
       "Saturday.", "sales", urgency=2),
    _w("Before we sign up: if we go for the invoicing software annual plan, can we pay by invoice on 30-day terms "
       "instead of a card?", "sales"),
    _w("how much would it cost to move from Basic to Pro for 12 users? we're on a trial now and haven't paid "
       "anything yet. trial ends tonight so an answer today would help", "sales", urgency=3),
    _w("Could you send me a quote for 25 countertop card terminals with a 2-year service plan? Our procurement needs "
       "it by the end of this week.", "sales", urgency=2),
    _w("We're opening a second shop. Do you sell POS bundles with till, cash drawer, receipt printer and card reader "
       "together? Price list please.", "sales"),
    _w("What are the transaction fees on your payment terminals if we process around 40k a month? Trying to compare "
       "before we choose a provider. No rush, we're months away from deciding.", "sales", urgency=0),
    _w("Do you offer a nonprofit discount on the billing software? We're a registered charity looking to buy 5 seats.",
       "sales"),
    _w("Hi! We'd like to place a large order (about 500 units) but need payment terms - 50% upfront and 50% on "
       "delivery. Is that possible for a first order? We'd like to confirm by Wednesday.", "sales", urgency=2),
    _w("whats the price difference between the monthly and yearly plan if i buy it today? thinking of going yearly",
       "sales"),
    _w("Is the enterprise tier priced per user or per location? We have 3 sites, 40 staff. Would like a quote, no "
       "rush at all.", "sales", urgency=0),
    _w("We currently invoice manually in spreadsheets. Could someone book us a demo of your invoicing platform? Next "
       "week is fine.", "sales", urgency=1),
    _w("If I buy 10 licences now and add 10 more in six months, is the discount applied to all 20 or only the second "
       "batch?", "sales"),
    _w("Do your card readers work in Ireland and the UK on the same account? Looking to buy a couple for pop-up "
       "events.", "sales"),
    _w("Price for the handheld terminal with built-in printer? Can't find it on the site. Eventually, no stress.",
       "sales", urgency=1),
    _w("Good afternoon, our accounts department would like to know whether you accept purchase orders and BACS "
       "payment for hardware orders over £5,000 before we commit.", "sales"),
    _w("thinking about upgrading to the Business plan. what would i pay extra per month, and would the upgrade be "
       "prorated? haven't decided yet", "sales"),
    _w("We need a quote for 200 units by tomorrow noon, our board meets at 1pm to approve the budget.",
       "sales", urgency=3),
    _w("Does the subscription invoicing add-on come with recurring billing for our own customers? We sell "
       "memberships and want to automate it. What does it cost?", "sales"),
    _w("Is there a free trial of the accounting package, or do I have to pay the first month up front? just wondering",
       "sales", urgency=0),
    _w("Hello, we are a chain of 12 pharmacies. We want to replace all our payment terminals. Can we talk about "
       "volume pricing and a rollout plan?", "sales"),
    _w("wat discount u give if we pay 3 years upfront?? need to no by tmrw", "sales", urgency=3),
    _w("Could you tell me the cost of adding multi-currency invoicing to a plan before I buy? We bill clients in EUR "
       "and USD.", "sales"),
    _w("Is the tap-to-pay on phone feature included in the standard plan or is it extra? Deciding between you and a "
       "competitor this week.", "sales", urgency=2),
    _w("Our finance team asks: are your prices for the terminals inclusive or exclusive of VAT? And is there an "
       "installation fee? We haven't ordered yet.", "sales"),
    _w("Do you sell refurbished card readers at a lower price? We're a small charity shop and new ones are a bit "
       "steep. It can wait until after the holidays.", "sales", urgency=1),
    _w("How much for a bigger storage plan? We're at 90% on the current one and I'd rather upgrade before we run "
       "out. Not urgent, maybe a month left.", "sales", urgency=1),
    _w("Quick question for sales - can we get net-60 payment terms on an annual contract? Our company policy doesn't "
       "allow upfront payment.", "sales"),
    _w("I run a food truck. Which of your card readers would you recommend for outdoor use, and what's the monthly "
       "fee?", "sales"),
    _w("We received your pricing sheet. Is the 15% discount for 50+ seats negotiable if we sign a two-year deal? We "
       "sign with someone by Friday.", "sales", urgency=2),
    _w("Hi, is the receipt printer sold separately or only as part of the POS kit? Just curious about the price, "
       "thanks.", "sales", urgency=0),
    _w("Interested in your billing API for our marketplace. What's the pricing per transaction for volumes over a "
       "million a year? Can we set up a call?", "sales"),
    _w("do you do student discount on the pro plan? would buy it for my final year", "sales"),
    _w("Our hotel group wants to trial the payment terminals at one property before ordering for all six. Is a trial "
       "possible and what would it cost? Nothing urgent, planning for next quarter.", "sales", urgency=1),
    _w("If we upgrade from 5 to 15 users mid-year, what would the invoice for the remaining months look like? "
       "Planning the budget before we decide.", "sales"),
    _w("we want to buy 3 tablets with the POS app preinstalled. any bundle price? need them before we open on the 1st",
       "sales", urgency=2),
    _w("Hello. I am procurement manager for a logistics firm. Please send formal quotation for invoicing software, "
       "80 users, with payment terms and price validity. Thank you.", "sales"),
    _w("Is there a setup fee for the merchant account, or just the monthly charge? Comparing three providers.",
       "sales"),
    _w("What's included in the premium support add-on and how much would it add to our bill if we bought it with the "
       "plan?", "sales"),
    _w("Can I pay for the hardware in instalments? Looking at the full countertop kit but £900 in one go is a lot "
       "for us right now.", "sales"),
    _w("We're a school and would like to buy your payment kiosks for the canteen. Do you offer education pricing? "
       "Our budget closes this Friday.", "sales", urgency=2),
    _w("Thinking of switching to your invoicing tool from our current one. Do you offer any credit or discount for "
       "the months left on our old contract?", "sales"),
    _w("price for 1 card reader. just one. small shop. today pls", "sales", urgency=3),
    _w("Could we get a bespoke quote for white-label invoicing? We'd want our own logo on invoices sent to our 3,000 "
       "customers.", "sales"),
    _w("Is the price on your website per month billed annually or per month billed monthly? It's not clear and I "
       "want to know before buying.", "sales"),
    _w("we're about to sign today - can you confirm the 20% launch discount still applies if we pay by card this "
       "afternoon?", "sales", urgency=3),
    _w("Hi there, does the Pro plan let me send unlimited invoices, or is there a cap? If there's a cap, what would "
       "the next plan up cost? Take your time.", "sales", urgency=0),
    _w("We'd like to order 1,000 branded gift cards for our stores. What's the unit price at that volume and what "
       "are the payment terms?", "sales"),
    _w("Do you have a cheaper plan for sole traders? The starter one has lots of invoicing features I won't need. "
       "Just curious for now.", "sales", urgency=0),
    _w("Our franchise has 30 outlets. We're considering standardising on your POS. Could your sales team present to "
       "our owners? Sometime next month would work.", "sales", urgency=1),
    _w("Would you match a competitor's quote? They offered 1.4% per card transaction, yours is 1.75%. We haven't "
       "signed with anyone yet.", "sales"),
    _w("Hey, is the card terminal compatible with our existing till software (we use an older system)? Want to be "
       "sure before I pay for one.", "sales"),
    _w("What would a bigger plan cost if we need 50 GB of invoice archive instead of 10? Before we buy I'd like the "
       "numbers.", "sales"),
    _w("Can you hold the current price for us for 30 days while we get internal approval? We intend to buy 40 seats.",
       "sales"),
    _w("Do you ship card readers to Australia and are they priced in AUD? Interested in buying five, hopefully this "
       "week.", "sales", urgency=2),
    _w("Looking for a payments partner for our SaaS. We'd bring roughly 2,000 merchants. Who should I talk to about "
       "a revenue-share deal?", "sales"),
    _w("Is there a lifetime licence option for the invoicing desktop app or only subscriptions?", "sales"),
    _w("Our trial ends Sunday. Before it does, what would the Team plan cost for 8 people paid yearly? Want to "
       "decide this week.", "sales", urgency=2),
    _w("I'd like to buy the kiosk stand and the card reader together - any combo discount? Also do you take Amex for "
       "hardware purchases?", "sales"),
    _w("Bonjour, we are a bakery chain in Belgium, 9 shops. We want an offer for terminals plus software, with "
       "monthly payment. Can you send a proposal?", "sales"),
    _w("The delivery fee of £4.95 appears twice on my card statement for one order. Please refund the second one.",
       "billing", refund=True),
    _w("Why was I charged delivery twice? Only one parcel, only one order. Please look into it this week.",
       "billing", urgency=2),
    _w("Your advert said £29.99 for the jacket, checkout charged me £39.99. I'd like the £10 difference back please.",
       "billing", refund=True),
    _w("the discount code SPRING20 was accepted at checkout, it even showed the green tick, but the charge on my "
       "card is the full price. can you fix the amount on my invoice?", "billing"),
    _w("Your app crashed during payment, I pressed pay again and now I've been charged three times for one order. "
       "Please reverse the two extra charges today, my rent goes out tomorrow.", "billing", refund=True, urgency=3),
    _w("The parcel never arrived and the courier says it's lost. I don't want a replacement any more, I just want my "
       "money back.", "billing", refund=True),
    _w("Invoice 10293 lists a 'handling fee' of £15 that was never mentioned at checkout. What is it for? I have to "
       "approve the invoice today.", "billing", urgency=3),
    _w("A bug in your subscription app renewed my plan twice on the same day. Two charges of 9.99. I'd like one of "
       "them reversed.", "billing", refund=True),
    _w("Got charged import VAT by the courier AND VAT on your invoice. Isn't that paying tax twice? Please explain "
       "the invoice when you have a chance, no rush.", "billing", urgency=0),
    _w("The sale banner on your homepage said 40% off everything. My receipt shows 25% off. I want the extra 15% "
       "back on my card.", "billing", refund=True),
    _w("my card was charged for an order that your website said FAILED. no order in my account, but £62 gone from my "
       "bank. please return it", "billing", refund=True),
    _w("Hi, I'm not asking for a refund, I just need a proper VAT invoice for the card terminal we bought last "
       "month. The one emailed has no VAT number on it.", "billing"),
    _w("Free shipping was advertised for orders over £40. My order was £52 and you charged £5.99 shipping. Please "
       "refund the shipping charge in the next few days.", "billing", refund=True, urgency=2),
    _w("We were quoted a bulk discount of 12% by your sales rep but the invoice for our order shows no discount at "
       "all. Please send a corrected invoice by end of the week so our finance can pay it.", "billing", urgency=2),
    _w("card terminal rental fee charged 2x this month on our direct debit. we only have one terminal. what happened?",
       "billing"),
    _w("Dear Sir, the courier lost our pallet of goods which we paid 2,340 EUR for. We request the full amount to be "
       "reimbursed as we will not reorder. Kindly process this at your earliest convenience this week.",
       "billing", refund=True, urgency=2),
    _w("your checkout added a 'service charge' of 3% on card payments. is that legal? it's not on the product page. "
       "not urgent but i'd like an answer eventually", "billing", urgency=1),
    _w("We paid for 50 seats, the admin page only lets us add 40 because of a bug. We'd like the cost of the 10 "
       "unusable seats refunded.", "billing", refund=True),
    _w("Hello, the parcel arrived damaged and the contents are ruined. I would like my money back rather than a "
       "replacement. Photos attached.", "billing", refund=True),
    _w("Promo code worked for my friend, didn't for me, same product same day. I paid 20 more than her. Can you "
       "adjust my charge?", "billing", refund=True),
    _w("The receipt says paid by Visa ending 4421. That's not my card. I paid with Mastercard. Can you check your "
       "records right away? I'm worried someone else's card was used.", "billing", urgency=3),
    _w("PLEASE STOP CHARGING ME. I cancelled the subscription in the app in March and you've taken money in April "
       "and May. I want both payments back NOW.", "billing", refund=True, urgency=3),
    _w("The shipping insurance I paid for wasn't applied to my order, according to the courier. Why was it on my "
       "invoice then?", "billing"),
    _w("hi so the price at checkout was in dollars but my card got charged in euros and a conversion fee on top. the "
       "site said prices in EUR. not happy", "billing"),
    _w("Our shop's card reader went offline during a busy Saturday and we paid for a replacement unit with express "
       "delivery. The replacement never worked either. We'd like the cost of both the unit and delivery refunded.",
       "billing", refund=True),
    _w("I was told by your sales team the first 3 months would be free. I've been billed for month 2. Could you look "
       "at my account and sort the invoice? Next week is fine.", "billing", urgency=1),
    _w("can i get the invoice re-issued in our company name? it says my personal name. by end of month is fine, "
       "thanks", "billing", urgency=1),
    _w("We're a café and your POS charged every customer twice over lunch today because of a sync error. Customers "
       "are coming back angry. Please reverse all duplicate charges from 12-2pm immediately, people are at the "
       "counter demanding their money.", "billing", refund=True, urgency=4),
    _w("The price dropped by £30 a day after I bought it. Do you do price matching? I'd like the difference credited "
       "back.", "billing", refund=True),
    _w("My discount for buying 3 wasn't applied. Not looking for money back, I'll take store credit for the "
       "difference if that's easier.", "billing"),
    _w("The wrong item was delivered. I sent it back with your prepaid label. I'd like my 79 quid returned to my "
       "account instead of an exchange, please.", "billing", refund=True),
    _w("When will I be charged for my pre-order - on order or on dispatch? My card shows a pending amount already.",
       "billing"),
    _w("Your website glitched and showed the TV at £199 in the basket, then charged £499. That's not what I agreed "
       "to pay. Refund the difference or cancel the order.", "billing", refund=True),
    _w("Hello, I got billed for a 'premium delivery' upgrade I never selected. Could you take it off my next "
       "invoice? It's only small, whenever you can.", "billing", urgency=0),
    _w("I've been waiting since Monday for the refund you promised for the late delivery. Can you confirm it's been "
       "sent? Needs sorting by Friday.", "billing", refund=True, urgency=2),
    _w("bug in your app let me order the same thing 4 times with one tap. i'm charged for 4, want 1. give me back "
       "the other 3 payments", "billing", refund=True),
    _w("My business account was charged the old transaction rate even though we moved to the cheaper plan on the "
       "1st. The statement shows 1.9% instead of 1.4%. Please correct it before our month-end close on Friday.",
       "billing", urgency=2),
    _w("The loyalty points discount disappeared from my total at the last step of checkout and I got charged full "
       "whack. Can someone explain?", "billing"),
    _w("Customs fees were supposed to be included (DDP it said at checkout) but the courier made me pay £18 at the "
       "door. Please reimburse me the £18.", "billing", refund=True),
    _w("The annual invoice has a line for 'hardware lease' but we bought the terminals outright last year. Please "
       "correct it, our payment run is tomorrow morning.", "billing", urgency=3),
    _w("I'm a bit confused - the receipt shows a delivery charge but I collected the order in store. Is that an "
       "error? Not a big deal, can wait.", "billing", urgency=1),
    _w("was charged for express shipping on an order that you then sent standard. I don't need the money back "
       "honestly, just letting you know your checkout is mislabelling it.", "billing"),
    _w("Item advertised as 'buy one get one free'. I was charged for both. Kindly credit one back to my card.",
       "billing", refund=True),
    _w("refund please", "billing", refund=True),
    _w("The blender arrived with a cracked jug. I'd rather not wait for another one, just send the money back to my "
       "card. This week would be good.", "billing", refund=True, urgency=2),
    _w("hi, my parcel never showed up and tracking has said 'in transit' for three weeks. at this point I just want "
       "my money returned", "billing", refund=True),
    _w("The concert on the 14th got cancelled so I'd like the ticket price paid back to me. No rush, whenever your "
       "team gets to it.", "billing", refund=True, urgency=0),
    _w("I downgraded from Pro to Basic on the 3rd but was billed the Pro rate for the whole month. Can you credit me "
       "the difference? No hurry at all.", "billing", refund=True, urgency=0),
    _w("cancel my subscription and give me back what I paid for this month, I never even logged in",
       "billing", refund=True),
    _w("Hello, I am writing to request reimbursement for the delivery fee. The express shipping I paid 9.90 for took "
       "eight days. It can wait until after your busy period.", "billing", refund=True, urgency=1),
    _w("WANT MY MONEY BACK. NOW.", "billing", refund=True, urgency=3),
    _w("Good afternoon. Your app crashed during checkout and took the payment anyway, but no order was created. "
       "Kindly return the amount of 47.00 EUR within this week.", "billing", refund=True, urgency=2),
    _w("wrong size shoes came, i dont want to exchange them, just refund", "billing", refund=True),
    _w("i was charged £12.99 after I cancelled the trial. please put it back on my card today 🙏 im skint",
       "billing", refund=True, urgency=3),
    _w("Dear sir, the product I receive is not the one I order. I want you to return my money, I not want other "
       "product.", "billing", refund=True),
    _w("The heater stopped working after 2 days. Honestly not interested in a repair, I'd like a full refund.",
       "billing", refund=True),
    _w("hey so the promo code was supposed to take 20% off but it didnt apply. can you send me the 20% back "
       "whenever, not a big deal", "billing", refund=True, urgency=0),
    _w("Refund order #8812 asap thx", "billing", refund=True, urgency=3),
    _w("We were billed for 25 seats but only have 18 users. Please credit the 7 unused seats back to our account "
       "before Friday's close.", "billing", refund=True, urgency=2),
    _w("Hi there! Not urgent at all, but I noticed I was charged for the premium add-on I removed in March. Would be "
       "lovely to get that back whenever you have a moment.", "billing", refund=True, urgency=0),
    _w("my kid bought 3 game packs on my phone without asking. i need those charges reversed asap please",
       "billing", refund=True, urgency=3),
    _w("Parcel returned to sender because your courier had the wrong address, not my fault. I want the full amount "
       "back including postage.", "billing", refund=True),
    _w("so I paid, waited, got nothing. pay me back.", "billing", refund=True),
    _w("Please process a chargeback-free refund for invoice INV-2291. Our finance team closes the books tonight and "
       "needs this reversed before 6pm.", "billing", refund=True, urgency=3),
    _w("The webinar I paid for never happened, the link just showed an error page for an hour. I'd like the fee "
       "reimbursed by the end of the week.", "billing", refund=True, urgency=2),
    _w("I'm cancelling. I'd appreciate the unused part of my yearly subscription being returned to me, pro-rated is "
       "fine.", "billing", refund=True),
    _w("damaged box, broken glasses inside, 4 of 6. just want the cost of the 4 broken ones back",
       "billing", refund=True),
    _w("Bonjour, I order the lamp, it arrive in pieces. I ask for my money back, no new lamp please, thank you.",
       "billing", refund=True),
    _w("Your website showed the price as 39 but I was charged 49. Give me the extra 10 back. Not urgent, but I do "
       "want it.", "billing", refund=True, urgency=1),
    _w("Sorry to bother you. I think I may be owed some money? I returned the jacket two weeks ago and I haven't "
       "seen anything come back to my card yet. Could you send it through?", "billing", refund=True),
    _w("pls refund, wrong item, need the money for the right one by tmrw", "billing", refund=True, urgency=3),
    _w("The course content is nothing like described. I request a full refund under your 14-day guarantee.",
       "billing", refund=True),
    _w("I was billed after my account was closed. Reverse it.", "billing", refund=True),
    _w("Hi, the tablet you sold me has a dead pixel line across the middle. I'd prefer the money over a replacement, "
       "thanks. Take your time.", "billing", refund=True, urgency=0),
    _w("Would it be possible to get the booking fee back? The event was moved to a date I can't make.",
       "billing", refund=True),
    _w("urgent: payroll card was charged 3 times for one subscription, i need 2 of those returned today or my other "
       "payments will bounce", "billing", refund=True, urgency=3),
    _w("Can I have my deposit returned? We decided not to go ahead with the order.", "billing", refund=True),
    _w("My order was supposed to arrive before the holidays. It didn't. Please credit my card for the whole thing, "
       "no need to resend.", "billing", refund=True),
    _w("ok so the app kept logging me out and i couldnt use any of the features i paid for all month. i think i "
       "deserve that month back tbh", "billing", refund=True),
    _w("Requesting a refund of the $4.99 late fee. I paid on the due date and have the bank confirmation. Low "
       "priority, sometime this month.", "billing", refund=True, urgency=1),
    _w("i want my 30 quid back for the broken speaker, not another speaker", "billing", refund=True),
    _w("Hello team, we're a small café and your card terminal rental was charged while the device sat in the box "
       "unopened for two months. We'd like those rental fees reimbursed, sometime this month is fine.",
       "billing", refund=True, urgency=2),
    _w("Return my payment within 24 hours. I never authorised this renewal.", "billing", refund=True, urgency=3),
    _w("Please refund the customs charge I had to pay at the door, your site said all duties were included.",
       "billing", refund=True),
    _w("refund refund refund. item never came. been waiting 6 weeks, sort it out TODAY",
       "billing", refund=True, urgency=3),
    _w("Hi! I paid for gift wrapping and the package arrived plain. Could you give me the wrapping fee back? Next "
       "week is totally fine.", "billing", refund=True, urgency=1),
    _w("I'd like to cancel order 7730 before it ships and get my money back. Please do it in the next hour if "
       "possible, I ordered the wrong model.", "billing", refund=True, urgency=3),
    _w("Just send it back where it came from. The charge, I mean. I never got the goods.", "billing", refund=True),
    _w("Hey, is there any way to undo the payment I made this morning? I paid the wrong invoice and the money should "
       "go back to us.", "billing", refund=True),
    _w("The coffee machine leaks from the bottom every time. I've had enough of it, I'd like to return it for a "
       "refund rather than another unit.", "billing", refund=True),
    _w("I believe I am entitled to compensation in the form of my fare being returned, since the shuttle service you "
       "sold never turned up. I expect a response within five working days.", "billing", refund=True, urgency=2),
    _w("credit it back pls, charged for shipping on an order that was supposed to have free shipping",
       "billing", refund=True),
    _w("Good morning, I cancelled my membership within the cooling-off period. Please confirm the 89.00 will be paid "
       "back to my account.", "billing", refund=True),
    _w("your bug charged me in dollars instead of pounds and my bank took a conversion fee. i want that fee covered, "
       "send it back to me", "billing", refund=True),
    _w("Please just give me my money. I don't care about the voucher you offered. I need it back before tomorrow "
       "morning.", "billing", refund=True, urgency=3),
    _w("Hiya, the yoga mat smells awful like chemicals, tried airing it out for a week. Can I get a refund? not in a "
       "hurry", "billing", refund=True, urgency=0),
    _w("THE ITEM IS BROKEN AND I WANT A FULL REFUND TODAY OR I AM GOING TO MY BANK", "billing", refund=True, urgency=3),
    _w("I overpaid my invoice by 120.50 because of a typo on our side. Would you be able to transfer the excess back "
       "to us? There's no rush, next billing cycle is fine.", "billing", refund=True, urgency=1),
    _w("Ordered 3, got 2. Don't send the third, just refund it.", "billing", refund=True),
    _w("My flight leaves at 6am and the travel adapter bundle I ordered won't arrive. Cancel it and return what I "
       "paid before I go, please.", "billing", refund=True, urgency=3),
    _w("Hello, this is Marta from the accounts team at Brightwell Ltd. We were invoiced for a support package we "
       "never signed up for. Kindly issue a credit note and reimburse the amount to our business account by end of "
       "the week.", "billing", refund=True, urgency=2),
    _w("pay me back for the lost parcel. simple as that.", "billing", refund=True),
    _w("I'm not happy. The 'premium' upgrade gave me nothing new. I want the upgrade cost reversed by Monday.",
       "billing", refund=True, urgency=2),
    _w("Hi, my gym closed for renovation for 6 weeks and your app still took my fees. Can those weeks be refunded "
       "please? Whenever.", "billing", refund=True, urgency=0),
    _w("So I got charged £3 for a 'service fee' nobody told me about. Want it gone and back in my account.",
       "billing", refund=True),
    _w("The phone case was the wrong model, doesn't fit. I'd rather have my money returned than swap, thanks.",
       "billing", refund=True),
    _w("Dear customer care, due to illness I could not attend the workshop. I have attached a doctor's note and "
       "would like to request reimbursement of the attendance fee at your convenience.",
       "billing", refund=True, urgency=0),
    _w("u took money for 2 months after i deleted the account. want it back", "billing", refund=True),
    _w("We are a restaurant and your POS software is down again right now, tables are waiting to pay and we can't "
       "take a single card. Refund this month's fee, and fix it.", "billing", refund=True, urgency=4),
    _w("i returned it like 3 weeks ago, tracking shows you received it. where is my refund?? I need it by friday",
       "billing", refund=True, urgency=2),
    _w("Please cancel my order and refund. Thank you.", "billing", refund=True),
    _w("The price dropped by 40 the day after I bought it. Could you refund me the difference? Other shops do that. "
       "Happy to wait a week or two.", "billing", refund=True, urgency=1),
    _w("Hi team 👋 charged for the family plan but I'm on the single plan. can you fix it and pay back what was "
       "overcharged?", "billing", refund=True),
    _w("I would like my payment to be sent back. The seller never replied and the item never left the warehouse.",
       "billing", refund=True),
    _w("Refund the extra delivery charge. It was the same address, you sent two boxes and charged shipping twice.",
       "billing", refund=True),
    _w("reimburse me", "billing", refund=True),
    _w("Why am I still paying for the Pro plan I cancelled? Stop charging me and return the last two payments "
       "immediately.", "billing", refund=True, urgency=3),
    _w("The gift card I bought doesn't work, your site says 'invalid code'. Can I just have the money back instead?",
       "billing", refund=True),
    _w("Hello, my grandmother was signed up for a magazine subscription she didn't want. She's 84. Please refund her "
       "and cancel it.", "billing", refund=True),
    _w("Festival got called off because of the weather. When do we get our money back? We'd like it back in the next "
       "few days please.", "billing", refund=True, urgency=2),
    _w("I paid for a 1-year warranty extension but you just told me the device isn't covered. Then give me the "
       "warranty money back, and soon please, within a few days.", "billing", refund=True, urgency=2),
    _w("Wrong colour. Refund.", "billing", refund=True),
    _w("i'm a student and this charge wiped out my account, pls return it today i can't buy groceries",
       "billing", refund=True, urgency=3),
    _w("The software license key you emailed doesn't activate, and your team couldn't fix it in three tickets. "
       "Please reimburse the license cost. My whole design team has been sitting idle since this morning because of "
       "it.", "billing", refund=True, urgency=4),
    _w("I'd like to exercise my right to withdraw from the contract and receive back everything I paid, including "
       "the original delivery cost.", "billing", refund=True),
    _w("our shop's card reader took the subscription twice this month. the extra one needs to come back to us, "
       "customers are fine though, no rush on it", "billing", refund=True, urgency=0),
    _w("hey can u return the money for the pizza, it came cold and 1h late", "billing", refund=True),
    _w("Your courier left the parcel outside in the rain and the books are ruined. I'd like a refund, not new copies.",
       "billing", refund=True),
    _w("Accidentally bought the same e-book twice. Could the second purchase be refunded? Not in any rush.",
       "billing", refund=True, urgency=0),
    _w("I was promised a 15% loyalty discount on renewal. It wasn't applied. Please refund the 15%.",
       "billing", refund=True),
    _w("We need the advance payment for cancelled order PO-4471 returned immediately, the trucks are already booked "
       "for another supplier and our accounts are frozen until this clears.", "billing", refund=True, urgency=4),
    _w("charged me after the free trial even though i cancelled on day 5, screenshot attached. money back pls",
       "billing", refund=True),
    _w("The hotel you booked through your app was closed when we arrived. We paid again somewhere else. We want the "
       "original booking refunded before we fly home on Thursday.", "billing", refund=True, urgency=2),
    _w("Not angry, just disappointed. The watch strap broke on day one. I'll send it back, please return my money "
       "when it arrives.", "billing", refund=True),
    _w("can the insurance fee be taken off and sent back to me? i unticked it at checkout but it still got added",
       "billing", refund=True),
    _w("Please refund subscription. I'm moving abroad and can't use it. Can be processed next month, no hurry.",
       "billing", refund=True, urgency=1),
    _w("ok last try being nice. the drill doesn't charge. I'd like the cost refunded to my visa.",
       "billing", refund=True),
    _w("Kindly arrange repayment of the amount debited on 02/11 as a matter of urgency today. The transaction was "
       "made fraudulently from my account.", "billing", refund=True, urgency=3),
    _w("I took the annual plan for the offline maps feature and it's been broken since the update. Half a year left. "
       "Could you pay back the remaining months?", "billing", refund=True),
    _w("pls return the 2.50 convenience fee, card payments are supposed to be free", "billing", refund=True),
    _w("I don't need a new one sent. A refund is what I'm after, the first one took a month to get here.",
       "billing", refund=True),
    _w("Hi, hope you're well. We ordered uniforms for the team but the event they were for has been cancelled. Is it "
       "possible to send them back and have our payment returned? Would be great to sort this out within the next "
       "week or so.", "billing", refund=True, urgency=2),
    _w("Double charge on my statement again. Please give one back this week and make sure it doesn't happen again.",
       "billing", refund=True, urgency=2),
    _w("This is the third time I ask. WHERE IS MY MONEY. Refund my order now.", "billing", refund=True, urgency=3),
    _w("I switched to the cheaper plan mid-cycle. Can I get the difference as a credit back on my card?",
       "billing", refund=True),
    _w("The paint colour is nothing like the picture. Happy to return the tins, I just want my money back.",
       "billing", refund=True),
    _w("my parcel was stolen from the locker, your pickup point confirmed it. refund me please, whenever ur team has "
       "time", "billing", refund=True, urgency=0),
    _w("Can you reverse the transaction? I didn't mean to click buy.", "billing", refund=True),
    _w("I paid upfront for 12 cleaning sessions, only 4 happened before you stopped service in my area. I'd like the "
       "8 remaining sessions reimbursed.", "billing", refund=True),
    _w("Refund needed: tickets for 12 May show, venue cancelled. 4 tickets, order 99-231.", "billing", refund=True),
    _w("Your game update made my saved character disappear and the in-game purchases with it. I want the 60 dollars "
       "I spent returned, eventually at least.", "billing", refund=True, urgency=1),
    _w("Guten Tag, the jacket is too small and I would like the money back to my PayPal, not an exchange. Danke.",
       "billing", refund=True),
    _w("plz cancel and refund my preorder, it's delayed to next year and I can't wait that long",
       "billing", refund=True),
    _w("hey, any chance I can get back the setup fee? the installer never came and I had to get someone else.",
       "billing", refund=True),
    _w("You charged VAT on my invoice even though we gave you our EU VAT number. Please refund the VAT portion "
       "before our quarter closes on the 31st, that's in three days.", "billing", refund=True, urgency=2),
    _w("I was told on the phone I'd get a refund for the outage credit. Still nothing. Please send the refund as "
       "promised.", "billing", refund=True),
    _w("customers are queuing at the till and your payment app charged every single one of them twice in the last "
       "hour, we need all the duplicate charges reversed right now", "billing", refund=True, urgency=4),
    _w("refund for the bike lock, the key snapped in it first day", "billing", refund=True),
    _w("Dear Support, I am requesting the return of my security deposit of 200 EUR for the rental equipment, which "
       "was returned undamaged on 5 June. Please treat this as urgent, I need it today.",
       "billing", refund=True, urgency=3),
    _w("The tutoring credits I bought expire tomorrow and I couldn't book any sessions because the calendar was "
       "broken. I want them refunded, not extended.", "billing", refund=True),
    _w("wanted it for the trip, it came after. pls send money back when u can, no stress",
       "billing", refund=True, urgency=0),
    _w("I'd like you to refund the price of the second item, the buy one get one free offer was not applied.",
       "billing", refund=True),
    _w("My company card was billed for a user who left in January. Please reimburse Feb to May. Next week is fine.",
       "billing", refund=True, urgency=1),
    _w("Rather than the store credit you offered, I'd like the refund to go back to my original payment method.",
       "billing", refund=True),
    _w("Why did my monthly price go up from 9.99 to 12.99? I didn't get any email about it. Please answer today, I "
       "need to decide whether to keep it before it renews tonight.", "billing", urgency=3),
    _w("I was charged twice for order 4410. Can you check what happened? No rush, I know it'll drop off.",
       "billing", urgency=0),
    _w("When I return something, how many days does the refund take to show on my card?", "billing"),
    _w("I got the refund for the kettle, thanks! Just wondering why it was 2 euros less than I paid. Totally not "
       "urgent.", "billing", urgency=0),
    _w("I don't want my money back, I just want the right size sent out. Medium instead of small please.", "billing"),
    _w("Please correct the company name on invoice 2023-118, it should be Harlow & Sons Ltd. Needed for our audit by "
       "Thursday.", "billing", urgency=2),
    _w("Can I change the card my subscription is billed to? It renews in two days.", "billing", urgency=2),
    _w("The discount code SPRING15 didn't work at checkout. Can you apply it to my order before it ships? It goes "
       "out tomorrow.", "billing", urgency=3),
    _w("no refund needed, just tell me why my bank shows a pending charge from you when the order failed", "billing"),
    _w("Hi, is the annual plan billed all at once or monthly? just curious", "billing", urgency=0),
    _w("how do refunds work if I cancel halfway through the year? just curious, not cancelling", "billing", urgency=0),
    _w("My receipt doesn't show the VAT breakdown. Could you send one that does? I need it for my expense claim by "
       "Friday.", "billing", urgency=2),
    _w("Your invoice says 14 units but we only ordered 12. Please issue a corrected invoice, we'll pay it once fixed.",
       "billing"),
    _w("I'd like to exchange the blue mug for the green one, same price. How do I do that?", "billing"),
    _w("Refund came through yesterday, all good. Can you close my ticket?", "billing"),
    _w("I keep getting 'payment declined' but my card works everywhere else. Trying to pay right now, please help "
       "quickly.", "billing", urgency=3),
    _w("can i pay by bank transfer instead of card", "billing"),
    _w("Where can I download all my invoices from last year? Our accountant needs them next week.",
       "billing", urgency=1),
    _w("The refund you sent went to my old card which is cancelled. Will it bounce back to you?", "billing"),
    _w("How much is delivery to Ireland?", "shipping"),
    _w("I returned the boots for a different size 10 days ago. Has the exchange pair been sent yet? I need them "
       "before my hike this weekend.", "shipping", urgency=2),
    _w("is shipping free over 50 or over 75? your banner and checkout say different things", "shipping"),
    _w("Hi, what's the price for 200 units of the A4 notebooks? We might order for the school next term.", "sales"),
    _w("Do you offer a discount for nonprofits on the Team plan? We're budgeting for next year so it's not pressing.",
       "sales", urgency=1),
    _w("We are comparing quotes. Can you beat 3.20 per unit for 1000 pcs? Need an answer by Wednesday for our board.",
       "sales", urgency=2),
    _w("what's the difference in price between the starter and business plans, and which one would you recommend for "
       "6 people?", "sales"),
    _w("Is there a free trial before I pay anything? need to decide today", "sales", urgency=3),
    _w("Congratulations! You are eligible for a tax refund of $842.17. Click here and enter your bank details to "
       "claim.", "spam"),
    _w("Your account has been charged $499 for Norton renewal. If this wasn't you call our refund desk at 1-800-XXX "
       "to cancel.", "spam"),
    _w("We help e-commerce stores cut chargebacks by 70%. Can I book 15 minutes with your finance lead next week?",
       "spam"),
    _w("REFUND NOTICE: a pending reimbursement is waiting for you. Verify your card number to release the funds.",
       "spam"),
    _w("The 'request refund' button on the order page gives a 500 error. Not asking for one myself, just letting you "
       "know it's broken.", "technical"),
    _w("I can't see my invoices in the app anymore, the billing tab is blank. Not urgent, I'll check back later in "
       "the month.", "technical", urgency=1),
    _w("Your checkout page keeps spinning after I enter my card and never finishes. Tried Chrome and Safari. We're "
       "losing orders every minute this goes on, our customers can't pay.", "technical", urgency=4),
    _w("how do I turn off auto-renew in the app? can't find the setting anywhere", "technical"),
    _w("My parcel came with customs charges of 18 euro. Is that normal for orders from the UK now?", "shipping"),
    _w("Can I swap the 128GB for the 256GB and just pay the difference? I've not opened it.", "billing"),
    _w("Price rise from 15 to 19 a month is steep for an existing customer. I'm not leaving, but can you explain "
       "what I get for it? Whenever you get a chance.", "billing", urgency=0),
    _w("please fix my invoice, the address is our old office. by tomorrow if u can", "billing", urgency=3),
    _w("Charged 2x, please look into it", "billing"),
    _w("I saw a charge called 'platform fee' on my last bill. What is that for?", "billing"),
    _w("Last year you refunded me for a late order and it was easy. This time I just want to know where my new order "
       "is.", "shipping"),
    _w("no money back needed, but the lid was missing from the pot, can you post one out?", "shipping"),
    _w("How much does express delivery cost to Scotland and can it get there by Friday? I'd order today.",
       "shipping", urgency=2),
    _w("My order says delivered but I have nothing. Not interested in my money back, I need the actual part, our "
       "machine is down and the crew is standing around waiting.", "shipping", urgency=4),
    _w("Tracking hasn't moved since Monday. Where is it?", "shipping"),
    _w("Hi, we run 4 shops and want the card terminals for all of them. Is there a volume price? We're opening the "
       "new site in ten days.", "sales", urgency=2),
    _w("quote for 50 licences pls, we want to buy before our fiscal year ends on the 30th", "sales", urgency=2),
    _w("Are your prices including VAT? Looking to buy a few chairs for the office.", "sales"),
    _w("Can we get a demo of the invoicing module? Whenever suits your team.", "sales", urgency=0),
    _w("Hey is the black friday discount coming back? Want to buy the bundle but it's a bit pricey now", "sales"),
    _w("I got my refund ages ago, I'm just writing because you still email me about the order. Can you stop that?",
       "billing"),
    _w("The refund I got was in store credit. Is that standard, or did I tick the wrong box? Asking for next time.",
       "billing", urgency=0),
    _w("I'm being charged in USD although I'm in Canada. Can you switch my billing currency before my next payment "
       "on Friday?", "billing", urgency=2),
    _w("Why is there a 1.5% surcharge on card payments? That wasn't there before.", "billing"),
    _w("My discount for annual billing disappeared on renewal. Please apply it to the next invoice, it can wait "
       "until then.", "billing", urgency=1),
    _w("hi just to confirm, if i upgrade now do i pay the full price or only for the rest of the month", "billing"),
    _w("we need the invoice re-issued with our PO number on it today or our accounts team can't pay it",
       "billing", urgency=3),
    _w("Is it possible to pay quarterly? Just wondering for later, no need to reply quickly.", "billing", urgency=0),
    _w("Can I get a receipt for my last order? Forgot to save it. Need it within the hour for my reimbursement form "
       "at work.", "billing", urgency=3),
    _w("$$ MAKE 10K A WEEK FROM HOME $$ no experience needed, reply YES", "spam"),
    _w("Dear Sir/Madam, I am a barrister representing the estate of a late client who shares your surname. A sum of "
       "4.5M USD awaits transfer...", "spam"),
    _w("Get 500 high authority backlinks for your store for just $49. Rank #1 on Google guaranteed.", "spam"),
    _w("Your mailbox has exceeded its quota. Log in here within 24h to avoid losing your payment records.", "spam"),
    _w("i dont want a refund i want my order. where is it", "shipping"),
    _w("You refunded me by mistake for an order I actually received. Just flagging it so you can charge me again, "
       "honest customer here 😅", "billing"),
    _w("Why was I billed on the 1st when my plan renews on the 15th? Low priority question.", "billing", urgency=1),
    _w("THE PRICE WENT UP AGAIN WITHOUT ANY WARNING. EXPLAIN.", "billing"),
    _w("Could you split my invoice into two, one for each department? End of month is fine.", "billing", urgency=1),
    _w("Our direct debit failed this month because we changed banks. How do we update the details so service isn't "
       "cut? Please reply today.", "billing", urgency=3),
    _w("Is there a way to get a paper invoice posted to us instead of email?", "billing"),
    _w("I applied for a refund last week and got a confirmation email. Just checking it's still being processed, no "
       "need to do anything else.", "billing"),
    _w("Hello, I am not sure why there are two charges of 1 euro on my card from you. Is it a verification thing?",
       "billing"),
    _w("The student discount stopped applying after I renewed. I'm still a student, can you put it back on my "
       "account this week?", "billing", urgency=2),
    _w("Charged tax on a tax-exempt account. Please fix the invoice before we pay it.", "billing"),
    _w("what payment methods do you take? apple pay?", "billing"),
    _w("I was told my refund of 34.99 was issued on Monday. My bank says allow 5-10 days. Is that right?", "billing"),
    _w("The invoice total doesn't match the quote you gave us. Not asking for anything back yet, just want to "
       "understand the 60 extra.", "billing"),
    _w("Hey, not a complaint, but my price dropped this month? Did I get downgraded by accident?", "billing"),
    _w("Please stop charging the old card ending 4421 and use the new one I added.", "billing"),
    _w("whats the cheapest way to get it delivered to a PO box, just asking no rush", "shipping", urgency=0),
    _w("We'd like to return the whole pallet and swap it for the heavier-gauge version. Can your courier collect on "
       "Thursday?", "shipping", urgency=2),
    _w("Do I have to pay for the return postage if I'm exchanging for a different colour?", "shipping"),
    _w("The box arrived crushed but the item inside seems fine. No refund needed, just letting you know about the "
       "courier.", "shipping"),
    _w("Can the delivery fee be waived if I pick it up from your warehouse myself?", "shipping"),
    _w("I got 2 of the same item instead of 1 black and 1 white. Can you send the white one and I'll post the extra "
       "black one back? I want it for my daughter's birthday on Saturday.", "shipping", urgency=2),
    _w("delivery to Spain how many days & how much. need it there by the 20th", "shipping", urgency=2),
    _w("Parcel stuck at customs asking me to pay duties. Who pays that, you or me?", "shipping"),
    _w("Our event starts in 3 hours and the banners are still at the depot. Please get the driver to us NOW, the "
       "whole stage crew is waiting on them.", "shipping", urgency=4),
    _w("Hi, I'm planning to buy the camera kit next month. Will the price change after the new model comes out? Just "
       "wondering, no rush.", "sales", urgency=0),
    _w("We're a hotel chain with 40 sites. Can your sales team send pricing for an enterprise agreement? Our "
       "procurement meeting is tomorrow morning.", "sales", urgency=3),
    _w("Does the Plus plan include invoicing or do I need the Business one? Trying to decide before I buy.", "sales"),
    _w("Looking for a partnership, we resell accounting software in Poland and want wholesale rates. Happy to talk "
       "in a month or so.", "sales", urgency=1),
    _w("how much is it for just one month, no contract?", "sales"),
    _w("Any chance of a better price if we order 500 instead of 300? Need to place the order by tomorrow noon.",
       "sales", urgency=3),
    _w("Do you price match?", "sales"),
    _w("The refund form in my account says 'session expired' every time I submit it, even right after logging in.",
       "technical"),
    _w("I can't log into the billing portal, the verification code never arrives. I need to download an invoice "
       "tonight.", "technical", urgency=3),
    _w("The invoice PDFs your software generates are missing the logo and the footer since the update. How do I get "
       "them back?", "technical"),
    _w("app says my payment failed but the money left my account. is the app bugged? I don't need it back, just want "
       "the order to go through", "technical"),
    _w("Your label printing tool calculates the postage wrong for parcels over 5kg. Our dispatch team can't print "
       "any labels and the afternoon collection is waiting outside.", "technical", urgency=4),
    _w("How do I add a second payment card in the app? Couldn't find it in settings. Not urgent.",
       "technical", urgency=1),
    _w("I think the price calculator on your website is broken, it shows 0.00 for every product.", "technical"),
    _w("Ever since I updated the app, it shows my subscription as expired even though I paid. Can you sort it out "
       "this week?", "technical", urgency=2),
    _w("Dear Merchant, we detected unusual refund activity on your store account. Confirm your login at "
       "secure-merch-verify.co to prevent suspension.", "spam"),
    _w("Invest 250 today in our AI crypto bot and get back 5x in 30 days, guaranteed returns!", "spam"),
    _w("You have WON a 1000 voucher from our partner shop! Claim before midnight, just pay the small handling fee.",
       "spam"),
    _w("Hi, I'm Jake from LeadFlow. We generate 50 qualified B2B leads a month for companies like yours. Interested?",
       "spam"),
    _w("Lose 10kg in 10 days with this one natural pill, doctors hate it. Money-back guarantee!", "spam"),
    _w("i got refunded last month for the broken lamp and now i want to order a new one. is it back in stock?",
       "sales"),
    _w("Exchange please, not refund: size 8 to size 9.", "shipping"),
    _w("Your bill says I owe 0.00 but the app says I'm overdue. Which is it?", "billing"),
    _w("Just want to understand: if my parcel is lost, do you resend or refund? Haven't ordered yet, only curious.",
       "shipping", urgency=0),
    _w("Our whole office has been locked out of the dashboard since 9am and nobody can do any work. Fix this NOW.",
       "technical", urgency=4),
    _w("POS app crashed on all three tills, queue of customers out the door, please call me", "technical", urgency=4),
    _w("we have 2 trucks sitting at your warehouse gate and the driver says there is no pickup order. they are "
       "waiting and charging us by the hour", "shipping", urgency=4),
    _w("EMERGENCY - checkout page gives a 500 error, we are losing orders every minute in the middle of our flash "
       "sale", "technical", urgency=4),
    _w("Your system put a billing hold on our account after declining the corporate card, so all 30 of our call "
       "centre agents are sitting idle as I type. Please lift the hold immediately.", "billing", urgency=4),
    _w("wedding starts in 20 min and the photo booth software wont launch. guests lining up already. HELP",
       "technical", urgency=4),
    _w("The catering delivery for our conference never arrived and 200 attendees are at lunch right now with nothing "
       "to eat. Where is the van?", "shipping", urgency=4),
    _w("ALL OUR KIOSKS ARE SHOWING A BLACK SCREEN. STORE IS OPEN. CUSTOMERS CANT ORDER ANYTHING.",
       "technical", urgency=4),
    _w("Bonjour, our restaurant tablet system is down in the middle of dinner service, waiters cannot send the "
       "orders to kitchen, please urgent help", "technical", urgency=4),
    _w("You took our monthly fee twice from the payroll account and now the salary run bounced - 40 employees are "
       "not getting paid. Reverse the duplicate charge immediately, this is an emergency.",
       "billing", refund=True, urgency=4),
    _w("live stream for our webinar keeps dropping and there are 500 people in the room watching it happen",
       "technical", urgency=4),
    _w("SSO broke after your update. The entire ward staff cannot log into the scheduling system at this moment. "
       "This is an emergency.", "technical", urgency=4),
    _w("shop is open and the shelves are empty because your courier never showed with this mornings stock. customers "
       "are walking out. where is it", "shipping", urgency=4),
    _w("Card terminal says 'host unreachable' on every single transaction. We're cash only and people are leaving "
       "the queue.", "technical", urgency=4),
    _w("api returning 503 for everything. our production is down, users cannot log in. paging whoever is on call",
       "technical", urgency=4),
    _w("Nobody in our warehouse can scan parcels - the handheld app shows 'session expired' for everyone. The "
       "packing line has stopped.", "technical", urgency=4),
    _w("Our show opens in an hour and the stage banners you were delivering are nowhere. Tracking has said 'out for "
       "delivery' since dawn. The crew is standing around an empty stage.", "shipping", urgency=4),
    _w("label printing software crashed, 30 packers standing around doing nothing. emergency!!",
       "technical", urgency=4),
    _w("cant sell anything. website down. saturday peak. call me", "technical", urgency=4),
    _w("Our account was suspended for an 'unpaid' invoice that we paid in full - proof attached. The whole team got "
       "kicked out mid-shift and clients are on hold. Reinstate it immediately.", "billing", urgency=4),
    _w("the booking system at reception froze, the waiting room is full of patients and we cant check anyone in",
       "technical", urgency=4),
    _w("I'm at the trade fair and a buyer is standing in front of me wanting a price for 500 units. Can someone give "
       "me a quote in the next few minutes?? He won't wait long.", "sales", urgency=4),
    _w("Spare parts for our ambulances are stuck in customs and the vehicles are off the road as we speak. This is "
       "an emergency, please escalate.", "shipping", urgency=4),
    _w("Emergency: the door access app won't unlock the building and 60 staff are stuck outside in the rain.",
       "technical", urgency=4),
    _w("our cashier screens all show 'licence expired' and the supermarket is packed. we are completely blocked, fix "
       "asap", "technical", urgency=4),
    _w("You cut off our phone lines for non-payment but the direct debit WAS taken?! Our support desk can't take a "
       "single call right now and customers are hearing a dead line.", "billing", urgency=4),
    _w("hi the sync between your app and our stock system stopped and the online shop is selling things we dont "
       "have, orders are coming in as we speak, please stop it", "technical", urgency=4),
    _w("Your driver is at our loading dock refusing to unload without a reference we never received. Our production "
       "line is halted until those materials come off the truck.", "shipping", urgency=4),
    _w("URGENT our entire clinic is offline, not one doctor can open patient records", "technical", urgency=4),
    _w("lol your servers are down AGAIN and my team of 12 is just sitting here staring at the wall. do something",
       "technical", urgency=4),
    _w("Please help, the cash register program is not opening and market is full of people, we can not do any sale "
       "at all", "technical", urgency=4),
    _w("The festival gates just opened and our vendor account says 'payment method invalid', so none of our 8 stalls "
       "can take cards. Please sort out the billing on account 55812 this second.", "billing", urgency=4),
    _w("We're a pharmacy. The insulin delivery we were promised this morning hasn't come and patients are at the "
       "counter asking for it.", "shipping", urgency=4),
    _w("The router you sent died and the whole café has no wifi and no card machine. Customers queuing, we're stuck.",
       "technical", urgency=4),
    _w("Your migration tool wiped our production database. Every one of our services is down at this moment.",
       "technical", urgency=4),
    _w("Two-factor codes are not arriving for any of our agents, so the entire support floor is locked out at the "
       "start of the shift.", "technical", urgency=4),
    _w("Our payment provider went bust overnight and all 6 of our shops can't take payments. We need to buy your "
       "plan and be live immediately - who can I talk to this minute?", "sales", urgency=4),
    _w("concert is LIVE and the ticket scanner app rejects every QR code. thousands of people stuck at the gates",
       "technical", urgency=4),
    _w("emergency. wrong pallets delivered to our site, crew of 15 cant start the pour. need the right ones here now",
       "shipping", urgency=4),
    _w("Dear support, our hotel's key card encoder stopped talking to your software and guests at the front desk "
       "cannot get into their rooms. Please treat this as critical.", "technical", urgency=4),
    _w("All my photos disappeared from the app after the last update. Years of pictures of my kids.", "technical"),
    _w("The courier says my parcel was delivered but there's nothing at my door and the neighbours haven't seen it.",
       "shipping"),
    _w("laptop wont turn on at all. no lights nothing", "technical"),
    _w("The blender arrived with a cracked jug. I'd like my money back please.", "billing", refund=True),
    _w("Do you offer a discount for charities on the annual plan?", "sales"),
    _w("my account is locked after too many password attempts", "technical"),
    _w("Can you deliver to the Canary Islands, and how much is postage?", "shipping"),
    _w("why does my invoice show VAT twice", "billing"),
    _w("How can I export to CSV? I can not find the button anywhere", "technical"),
    _w("My flight to Lisbon is at 6am and the passport wallet I ordered still isn't here. Could it be sent to the "
       "airport hotel tonight?", "shipping", urgency=3),
    _w("need my password reset today, presenting at 3pm and all my slides are in your app", "technical", urgency=3),
    _w("Please refund the £30 duplicate charge today - my account is close to overdraft and the rent leaves tomorrow.",
       "billing", refund=True, urgency=3),
    _w("Urgent: can't log in to file my report and it's due at midnight.", "technical", urgency=3),
    _w("Could you send me a quote for 40 seats before 5pm? Our board makes the decision tonight.", "sales", urgency=3),
    _w("The party is this evening and the cake topper is still 'in transit'. Any chance at all it arrives by noon?",
       "shipping", urgency=3),
    _w("ASAP pls the app keeps logging me out and i need to buy train tickets in the next hour",
       "technical", urgency=3),
    _w("The company name on our invoice is wrong and it has to be corrected before our books close at the end of "
       "today.", "billing", urgency=3),
    _w("Verification code never comes through. I need access within the next couple of hours to approve a transfer.",
       "technical", urgency=3),
    _w("Can you change the delivery address straight away? I'm moving out this afternoon.", "shipping", urgency=3),
    _w("I cancelled inside the trial and you still took 89 euros. I need it back by tomorrow morning, that was my "
       "grocery money.", "billing", refund=True, urgency=3),
    _w("hi the printer driver wont install and i have to print our boarding passes tonight", "technical", urgency=3),
    _w("we want to sign up for the business plan today if someone can confirm the price per user within the hour",
       "sales", urgency=3),
    _w("URGENT - my mother's medication has to reach her by tonight and tracking shows it went to the wrong depot",
       "shipping", urgency=3),
    _w("Your dashboard says our SSL certificate expires in 3 hours and the auto-renew failed. Please look at it now.",
       "technical", urgency=3),
    _w("Need a receipt for yesterday's payment - my expense claim has to be in by 4 today.", "billing", urgency=3),
    _w("I lost my authenticator app with my old phone and I have to get back into my account today to pay a supplier.",
       "technical", urgency=3),
    _w("is there any way to get same day delivery? i need the charger by this evening", "shipping", urgency=3),
    _w("The export keeps failing and this spreadsheet has to be on my boss's desk by tomorrow morning.",
       "technical", urgency=3),
    _w("Please stop the renewal that goes through tonight. I do not want another year.", "billing", urgency=3),
    _w("Have you got 12 units of the X200 in stock? We'd like to collect them this afternoon.", "sales", urgency=3),
    _w("right now the password reset link says expired every single time. please help asap", "technical", urgency=3),
    _w("The courier left a card saying they'll try again tomorrow, but I fly out at 7am. Can I collect from the "
       "depot today?", "shipping", urgency=3),
    _w("Refund the stream ticket please, the stream never loaded for me. I'd appreciate it being processed today.",
       "billing", refund=True, urgency=3),
    _w("new phone and the app won't move my boarding passes over. flight in 4 hours!!", "technical", urgency=3),
    _w("They sent a size 16 instead of a 10 and I'm wearing it to a wedding tomorrow afternoon. Can you courier the "
       "right one out first thing?", "shipping", urgency=3),
    _w("Urgent: my email account was hacked and is sending junk to all my contacts. Please lock it immediately.",
       "technical", urgency=3),
    _w("My card was billed in dollars instead of pounds. I need a corrected invoice issued today for an audit.",
       "billing", urgency=3),
    _w("looking for a demo this afternoon if at all possible, our decision meeting is at 5", "sales", urgency=3),
    _w("The smart lock refuses to pair and my guests arrive at the rental tonight.", "technical", urgency=3),
    _w("Please keep my parcel at the pickup point - I can only get there before 8 tonight and it says it will be "
       "sent back.", "shipping", urgency=3),
    _w("The app rejects my login and I need to download my tickets before the gates open at 7 this evening.",
       "technical", urgency=3),
    _w("Money back for the double charge please, and quickly, I need it by end of day.",
       "billing", refund=True, urgency=3),
    _w("Our exhibition stand parts must be at the venue by 8am tomorrow and the tracking has gone quiet. Can you "
       "check where the van is?", "shipping", urgency=3),
    _w("MY LAPTOP SCREEN KEEPS FLICKERING AND I HAVE AN ONLINE EXAM IN TWO HOURS", "technical", urgency=3),
    _w("Is the student discount still on if I buy before midnight? The offer page is confusing me.",
       "sales", urgency=3),
    _w("calendar sync broke and clients are booking over each other for this afternoon. pls fix soon as you possibly "
       "can", "technical", urgency=3),
    _w("Can you confirm today that my payment went through? Otherwise my subscription gets cut off tonight.",
       "billing", urgency=3),
    _w("need to cancel the delivery to my old flat before the driver goes out this morning", "shipping", urgency=3),
    _w("Hello, my account is blocked and I must send documents to the embassy today, please quick help",
       "technical", urgency=3),
    _w("I'm owed 120 for the hotel add-on you never provided. I leave for the trip tonight and want that money "
       "returned before I go.", "billing", refund=True, urgency=3),
    _w("Hi! Hoping to get a bulk price on 300 mugs by close of business today so we can order them for our event 🙏",
       "sales", urgency=3),
    _w("wifi extender stopped working, working from home and i've got a client call in 30 minutes",
       "technical", urgency=3),
    _w("Please call the driver, he's outside the wrong building and I'm leaving in 15 minutes.", "shipping", urgency=3),
    _w("The website builder won't publish my page and our launch announcement goes out at 9 tonight.",
       "technical", urgency=3),
    _w("Screen stays black after the logo.", "technical"),
    _w("The 15% code didn't apply at checkout and I paid full price.", "billing"),
    _w("parcel arrived soaking wet and the book inside is ruined", "shipping"),
    _w("Which plan would suit a team of five designers?", "sales"),
    _w("How do I switch the app's language to Spanish?", "technical"),
    _w("Could you fix the billing address on my invoices this week? Our accounts team will be asking about it on "
       "Friday.", "billing", urgency=2),
    _w("Any chance my order can arrive by Friday? It's a gift for the weekend.", "shipping", urgency=2),
    _w("Dark mode crashes the app on my tablet. Would be great to have a fix in the next few days.",
       "technical", urgency=2),
    _w("We'd like pricing for 25 licences, ideally before our budget meeting on Thursday.", "sales", urgency=2),
    _w("Please refund the annual fee, I cancelled on day two. A few days is fine but I would like it back this week.",
       "billing", refund=True, urgency=2),
    _w("Sync between my phone and laptop stopped. Not the end of the world but I'd like it working by the weekend.",
       "technical", urgency=2),
    _w("moving house on the 14th so the sofa has to come before then, thats 4 days from now", "shipping", urgency=2),
    _w("My March invoice is missing. Can you send it over in the coming days? I need it for my tax return.",
       "billing", urgency=2),
    _w("Would a demo be possible some time this week? Tuesday or Wednesday afternoon works for us.",
       "sales", urgency=2),
    _w("The replacement part still hasn't shipped. I'd appreciate it going out before the end of the week.",
       "shipping", urgency=2),
    _w("I was billed for two months after closing my account. Please reimburse both, I'd like this sorted within a "
       "week.", "billing", refund=True, urgency=2),
    _w("Printer keeps saying paper jam with no paper inside. I need it working by Monday for the kids' school stuff.",
       "technical", urgency=2),
    _w("Our trial ends on Wednesday - what would it cost to keep the pro features after that?", "sales", urgency=2),
    _w("I need to move my delivery slot to later this week, Thursday if possible.", "shipping", urgency=2),
    _w("Bluetooth headphones won't pair with my new phone. Sooner rather than later please, the commute is miserable "
       "without music 😅", "technical", urgency=2),
    _w("Please send a corrected VAT invoice within the next 3 working days.", "billing", urgency=2),
    _w("the password manager extension vanished from chrome, can you help fairly soon", "technical", urgency=2),
    _w("Do you ship to Norway? I would need the parcel within about five days.", "shipping", urgency=2),
    _w("We're choosing between your Team and Business plans and want to decide by the end of this week. What is the "
       "real difference?", "sales", urgency=2),
    _w("I returned the jacket two weeks ago and I'm still waiting on my money. Please process the refund in the next "
       "few days.", "billing", refund=True, urgency=2),
    _w("my smartwatch stopped counting steps. not urgent urgent but this week would be nice", "technical", urgency=2),
    _w("My parcel was left with a neighbour I don't know. Could you find out which house within a day or two?",
       "shipping", urgency=2),
    _w("The price on my plan jumped from 8 to 12 a month. I'd like an explanation before my next payment on Friday.",
       "billing", urgency=2),
    _w("Importing from Outlook fails halfway through. We need it done before the team onboarding midweek.",
       "technical", urgency=2),
    _w("need a quote for 10 laptops, new starters arrive next monday", "sales", urgency=2),
    _w("Hi there, could you confirm the pickup point address? I'm planning to collect on Thursday.",
       "shipping", urgency=2),
    _w("My profile shows someone else's name. Please correct it this week.", "technical", urgency=2),
    _w("The direct debit failed and I'd like to update my card before the retry in two days.", "billing", urgency=2),
    _w("Good day, the scanner software give error 1603 on install. Please answer in few days, we need it for the new "
       "office.", "technical", urgency=2),
    _w("order 44871 - please ship it before friday or it misses the bank holiday", "shipping", urgency=2),
    _w("Do you have an education trial? I'd like to test it with my class starting this week.", "sales", urgency=2),
    _w("You overcharged me by 14 dollars on the last invoice. I'd like it credited back by the end of the week.",
       "billing", refund=True, urgency=2),
    _w("the doorbell camera went offline. im away from thursday so ideally fix it before then", "technical", urgency=2),
    _w("Lost all my saved notes after logging in on a new device.", "technical"),
    _w("My payment keeps failing even though the card works everywhere else.", "billing"),
    _w("The label says my parcel went to Leeds but I live in Glasgow.", "shipping"),
    _w("router lights blinking orange", "technical"),
    _w("I never received the ebook I paid for. Give me my money back.", "billing", refund=True),
    _w("Hi, do you sell gift cards for the premium plan?", "sales"),
    _w("Your website won't let me upload a profile picture bigger than 1MB? It just says error.", "technical"),
    _w("Ordered three items, two arrived. Where is the third one?", "shipping"),
    _w("Why is there a 'service fee' on my bill that I never agreed to?", "billing"),
    _w("The kettle app says 'device offline' even though the wifi is fine.", "technical"),
    _w("Can we get a volume discount if we go over 100 users?", "sales"),
    _w("Account locked. I did nothing wrong.", "technical"),
    _w("Please could you explain the three lines on my invoice marked 'adjustment'?", "billing"),
    _w("How do I share a folder with someone who doesn't have an account?", "technical"),
    _w("The search bar sometimes shows old results. Not a priority, just flagging it.", "technical", urgency=1),
    _w("Could you update the company name on our future invoices? Some time next week is fine.", "billing", urgency=1),
    _w("When you get a chance, could you tell me whether you ship to Iceland?", "shipping", urgency=1),
    _w("We might grow to 20 seats later this year. Can someone send pricing when convenient? Not urgent.",
       "sales", urgency=1),
    _w("Typo on the settings page: 'Notifcations'. Fix it eventually.", "technical", urgency=1),
    _w("My parcel is running a few days late. I don't need it until the end of the month, so this is low priority.",
       "shipping", urgency=1),
    _w("the app is a bit slow to open, low priority but thought you should know", "technical", urgency=1),
    _w("the receipt email has the wrong logo on it. not important, sort it out at some point", "billing", urgency=1),
    _w("Can't change my avatar. Next week is totally fine for a fix.", "technical", urgency=1),
    _w("The box had a small dent but everything inside is fine. Just letting you know, it can wait.",
       "shipping", urgency=1),
    _w("For a few months I've been charged for the premium add-on I never used. I'd like that money back eventually, "
       "it's not a big priority for me.", "billing", refund=True, urgency=1),
    _w("keyboard backlight stays on after shutdown. when u have a sec", "technical", urgency=1),
    _w("We're considering the Enterprise tier for next quarter. Happy to chat at some point in the coming weeks.",
       "sales", urgency=1),
    _w("Do you plan to allow delivery to PO boxes? An answer some time next week would be fine.",
       "shipping", urgency=1),
    _w("Minor thing, can wait: the date format in exports is American and I'd prefer European.",
       "technical", urgency=1),
    _w("Please add my VAT number to my account for future bills. Low priority.", "billing", urgency=1),
    _w("Hi, notification sounds are very quiet on Android. Not urgent, please put it on your list.",
       "technical", urgency=1),
    _w("I'd like to change my default delivery address for future orders. No need to do it this week.",
       "shipping", urgency=1),
    _w("hello, we may need 50 more units in the autumn, can you give me a rough price when you get round to it",
       "sales", urgency=1),
    _w("The widget on my home screen doesn't refresh. Not a priority.", "technical", urgency=1),
    _w("My invoice still lists our old address. Fixing it for next month's bill is fine, this one doesn't matter.",
       "billing", urgency=1),
    _w("My return still shows 'in transit'. Not worried yet, it can wait a week or so.", "shipping", urgency=1),
    _w("Curious whether you work with resellers in Poland. Could your partnerships team reply sometime next week?",
       "sales", urgency=1),
    _w("The gym pass was charged while the gym was shut for renovation. Could you reimburse me? It can wait until "
       "after the holidays.", "billing", refund=True, urgency=1),
    _w("In the app the back button on Settings sends me to the home screen. Low priority bug report.",
       "technical", urgency=1),
    _w("Can I leave a note for the courier to use the side gate on future deliveries? Not pressing, my next order is "
       "a couple of weeks off.", "shipping", urgency=1),
    _w("the sleep tracking graph is empty some nights. eventually someone should look at it", "technical", urgency=1),
    _w("I reset my phone and the app says my licence is invalid.", "technical"),
    _w("The payment came out of my old card even though I set a new one as default.", "billing"),
    _w("Tracking says delivered to a locker I've never heard of.", "shipping"),
    _w("all my contacts are gone", "technical"),
    _w("You charged me delivery on a free delivery order. Refund the 4.99 please.", "billing", refund=True),
    _w("What's the price difference between monthly and annual if I buy for 3 people?", "sales"),
    _w("The login page just keeps spinning.", "technical"),
    _w("Can I pick up from your store instead of having it delivered?", "shipping"),
    _w("My bank shows a charge from you I don't recognise, 17.50.", "billing"),
    _w("Hard drive is clicking, the computer won't boot and all my work is on it.", "technical"),
    _w("Wrong colour arrived - I ordered green and got pink. I'd like to swap it.", "shipping"),
    _w("the verification email lands in spam and the link doesnt work when i click it", "technical"),
    _w("invoice 2231 has the wrong quantity, we ordered 8 not 18", "billing"),
    _w("How do I turn off autoplay?", "technical"),
    _w("DELIVERY DRIVER THREW MY PARCEL OVER THE FENCE AND THE VASE INSIDE SMASHED", "shipping"),
    _w("Is PayPal accepted for the monthly payments?", "billing"),
    _w("My printer print only blank pages after the update of your software.", "technical"),
    _w("Could we get a demo for our team of 8 accountants?", "sales"),
    _w("The subscription renewed after I clearly cancelled it. I want the money returned.", "billing", refund=True),
    _w("Just curious, do you ever run Black Friday deals on the pro plan?", "sales", urgency=0),
    _w("No hurry at all - do you ship to New Zealand, and roughly how long does it take to get there?",
       "shipping", urgency=0),
    _w("Take your time with this one: is there a keyboard shortcut to duplicate a slide?", "technical", urgency=0),
    _w("Out of curiosity, why did my annual price go up compared with last year?", "billing", urgency=0),
    _w("I was charged 2.99 for an app I deleted straight away. Could I get that back? No rush whatsoever.",
       "billing", refund=True, urgency=0),
    _w("We're planning a company retreat for next summer and might need 80 branded hoodies. Whenever you have a "
       "moment, a ballpark price would be lovely.", "sales", urgency=0),
    _w("whenever u can - how do i change the font size in the reader", "technical", urgency=0),
    _w("My sister's wedding isn't until October (months away!) but can you deliver gift boxes to a venue address "
       "instead of my home?", "shipping", urgency=0),
    _w("Zero urgency, just wondering if the app will ever support landscape mode on tablets.", "technical", urgency=0),
    _w("Could you send me all of last year's invoices in one PDF? No rush, my accountant only needs them in January.",
       "billing", urgency=0),
    _w("just browsing, no rush - is there a family plan?", "sales", urgency=0),
    _w("Out of interest, which courier do you use for Ireland? Just curious.", "shipping", urgency=0),
    _w("Is there a way to export my playlists? It's for a project way down the line, take all the time you need.",
       "technical", urgency=0),
    _w("A while back I was charged for a box I had skipped. I'd like a refund, but honestly whenever is fine.",
       "billing", refund=True, urgency=0),
    _w("Hey! No pressure at all, but are there discounts for nonprofits? We're only just starting to plan for the "
       "year after next.", "sales", urgency=0),
    _w("Not in any hurry: the sync icon keeps spinning even though everything seems to be synced.",
       "technical", urgency=0),
    _w("Christmas is ages away, but what are your last posting dates for the US? Reply whenever.",
       "shipping", urgency=0),
    _w("No rush on this, but the invoice PDF prints my name in all caps. Can it be normal case?", "billing", urgency=0),
    _w("curious, can the thermostat i have work with apple home? no hurry just nosing", "technical", urgency=0),
    _w("Our contract with the current vendor runs until next year. In your own time, could you send some info on the "
       "enterprise tier?", "sales", urgency=0),
    _w("Whenever suits you, could you tell me if parcels can be left with a neighbour by default?",
       "shipping", urgency=0),
    _w("The reminders come through a minute late. Honestly not a big deal, look at it whenever you have time.",
       "technical", urgency=0),
    _w("Just curious what payment methods you accept besides card?", "billing", urgency=0),
    _w("No hurry: do you rent the equipment out or only sell it?", "sales", urgency=0),
    _w("Hello, it is not urgent at all. I want to know how to make a backup of my recipes in the app.",
       "technical", urgency=0),
    _w("my order isnt due for weeks and im in no rush, but can i add a gift message to it?", "shipping", urgency=0),
    _w("Tiny thing: I paid the delivery fee twice on order 5521. I'd like the extra back, take your time.",
       "billing", refund=True, urgency=0),
    _w("Totally not urgent, but in dark mode some buttons are invisible.", "technical", urgency=0),
    _w("I might buy the premium kit for a birthday next spring - does it come in blue? Just wondering.",
       "sales", urgency=0),
    _w("No rush at all, only wondering whether you'll deliver to Gibraltar in future.", "shipping", urgency=0),
    _w("My account got hacked and the email address on it was changed.", "technical"),
    _w("The card payment failed three times in a row.", "billing"),
    _w("Parcel lost. The courier says it was never scanned at the depot.", "shipping"),
    _w("Phone is completely dead after your update. Won't charge, won't turn on.", "technical"),
    _w("The headphones died, left ear went silent. I'd like a full refund, not a repair.", "billing", refund=True),
    _w("How much for the starter kit if I buy 5?", "sales"),
    _w("Ugh. Your app deleted my draft. Again.", "technical"),
    _w("Is delivery free over 50 pounds?", "shipping"),
    _w("The bill says I'm on Premium but I downgraded to Basic.", "billing"),
    _w("Every time I open the camera feature the whole app freezes.", "technical"),
    _w("Customs want me to pay 38 euros on a gift. Is that right?", "shipping"),
    _w("Do you have the standing desk in walnut?", "sales"),
    _w("where do i find my api key", "technical"),
    _w("I need the invoice made out to my employer, not to me.", "billing"),
    _w("Checkout on your website shows a blank page in Safari.", "technical"),
    _w("Box arrived open and half the screws are missing.", "shipping"),
    _w("Reverse the charge for the add-on, I never ordered it.", "billing", refund=True),
    _w("Would you be open to a partnership with our cycling club? We'd love to stock your bottles.", "sales"),
    _w("i forgot my password and the reset email never arrives", "technical"),
    _w("You charged me the old price even though I'm on the student discount.", "billing"),
)
"""The third round: four writers from ``docs/demo-written-brief-3.md``, one focus each, chosen from what fooled
the checkpoint trained on the first two rounds (spam and customers who sound like it, topics told in other
topics' words, refund requests in many words and money talk that is none, every urgency level); 45 messages that
shared a sentence or five words in a row with the hand-written evaluation were left out.

Not trained on by the shipped checkpoint: with it in :data:`WRITTEN` (same recipe), seed 2 reached 93.1% / 93.4%
choices and yes/no on the hand-written tickets (then shipped: 92.0% / 92.6%) but 86.8% / 86.8% urgency scores (then
87.6% / 88.4%) and held-out 97.5% / 97.2%, 97.0% / 97.2%; seed 1 91.8% / 92.0% and 86.0% / 83.7%. Mixed, and the
round is not blind to the evaluation's kinds of message, so it was kept here for the next attempt, not shipped."""

FOURTH_ROUND: tuple[Labelled, ...] = (
    _w("The vets took £86 for Biscuit's jabs but then said the booster wasn't in stock so she never had it. Can I "
       "have that back please?", "billing", refund=True),
    _w("The van never came with my compost and the two bay trees. Waited in all Saturday for nothing.", "shipping"),
    _w("the booking app keeps putting two clients in my chair at once, had two ladies turn up for the 2 o'clock today "
       "wanting highlights", "technical"),
    _w("How much for 40 hi-vis vests with our firm's logo printed on the back? We're builders, three sites on the go.",
       "sales"),
    _w("Hello webmaster, I noticed your garden centre site is nowhere on page one of Google for 'bedding plants'. We "
       "guarantee a top 3 spot in 30 days for a one-off fee of $299. Reply YES to start.", "spam"),
    _w("cancelled the veg box back in march and you lot still took £22 on the 1st. want it paid back into my account "
       "by friday", "billing", refund=True, urgency=2),
    _w("Card machine has lost its link to the till again, screen just says PAIRING FAILED. Full house tonight and "
       "nobody can settle their bill. Ring me on the restaurant number please!!", "technical", urgency=4),
    _w("Do you offer a puppy health plan that covers the vaccinations and flea stuff, and what is it a month?",
       "sales"),
    _w("CONGRATULATIONS valued shopper!! You have been picked to receive a FREE cordless vacuum, just cover the £1.95 "
       "postage at the link below before stocks run out", "spam"),
    _w("My son missed three piano lessons this term because his teacher was off sick. The term fee was paid in full "
       "up front. Is there any chance those three could go back on my card?", "billing", refund=True),
    _w("ordered 6 skeins of the teal merino, only 4 in the bag", "shipping"),
    _w("How do I add VAT onto a quote in the job sheet screen? I can only see labour and parts, no tax line anywhere.",
       "technical"),
    _w("We're a 200-acre dairy farm looking at your herd records software. Could someone show us it working? Any "
       "weekday after milking suits, 11ish.", "sales"),
    _w("Your mailbox storage is 98% full. Confirm your login within 24 hours or incoming mail will be deleted: "
       "hxxp://mail-verify-portal.co/login", "spam"),
    _w("Your mechanic billed me for new brake pads but the old ones are still on the car, another garage showed me. I "
       "expect the £140 to be returned.", "billing", refund=True),
    _w("Internet drops out every evening about 8, the lights on the hub go orange then back to white. Been like this "
       "a fortnight.", "technical"),
    _w("hi, I was charged twice for the hygienist visit on the 4th, once at the front desk and once by direct debit. "
       "just want to know why", "billing"),
    _w("Dog food sack turned up split open, half the kibble loose all over the box. Can you send another sack.",
       "shipping"),
    _w("Can't scan in at the gym, QR code in the app just spins and spins. Member no 20431", "technical"),
    _w("We're a small physio clinic with 4 practitioners. Which of your plans includes online booking plus text "
       "reminders? We need to decide by the end of this week.", "sales", urgency=2),
    _w("Hi there, we build custom apps for vet practices at half the price of UK agencies. Can I grab 15 minutes with "
       "the practice owner next week to show you our portfolio?", "spam"),
    _w("Dear Bursar, the spring term invoice includes the lunch supplement although Amelia takes a packed lunch every "
       "day. Please correct it before the payment date on the 15th.", "billing", urgency=2),
    _w("Do you post vinyl banners to Ireland? and roughly what does it cost to send a 3 metre one", "shipping"),
    _w("The patient portal won't take my date of birth when I log in, keeps saying invalid format. Tried 03/07/1985 "
       "and 3 July 1985, neither works.", "technical"),
    _w("group of 25 from our rugby club after tickets for the Cardiff game. is there a group rate? match is on the "
       "14th so wed like it booked this week", "sales", urgency=2),
    _w("lose 12kg in 3 weeks without dieting or the gym!!! doctors hate this one herbal tea 🍵 order today 70% off",
       "spam"),
    _w("broadband went up from 32.99 to 38.50 and nobody said a word to me", "billing"),
    _w("my prints came bent in a thin envelope, three of them creased right across the middle. can you redo them and "
       "send in a hard-backed one? whenever is fine", "shipping", urgency=0),
    _w("our estimating program crashes every time I open the Harris extension job. 40 hours of pricing in that file "
       "and the client meeting is tomorrow at 10", "technical", urgency=3),
    _w("I'd like to buy gift memberships for both my parents. Is there a joint or couple option, or do I need two "
       "separate ones?", "sales"),
    _w("Bitcoin is going to 250k this year. Our AI trading bot turned $500 into $11,000 for members in a month. Join "
       "our Telegram group, only 20 seats left!", "spam"),
    _w("I froze my membership for two months while my knee was in plaster and you still took the fees. Put them back "
       "please, I need that money for rent which goes out tomorrow.", "billing", refund=True, urgency=3),
    _w("Good afternoon, the course books for the Spanish B1 group have not reached us yet. Classes start Monday, so "
       "ideally they arrive this week.", "shipping", urgency=2),
    _w("Sorry to bother you, the parent app hasn't shown any photos from the nursery since Monday but the other mums "
       "can see them. Not urgent, just wondering.", "technical", urgency=0),
    _w("I run a knitting group and a little wool shop in Galway. Do ye do trade prices if I take yarn by the case?",
       "sales"),
    _w("Gig got moved to a Tuesday and I can't make it. Money back on the two standing tickets please, order 55120",
       "billing", refund=True),
    _w("Where is my receipt printer?? Tracking has said out for delivery since Tuesday", "shipping"),
    _w("phone says SIM not provisioned after the swap. cant call or text anyone", "technical"),
    _w("Could you make a bookcase to fit an alcove 94cm wide by 230 high, painted sage? A ballpark figure is fine, "
       "we're in no rush, still planning the room.", "sales", urgency=0),
    _w("I only meant to give the £5 once, not every month. Could the last two be returned to me? No rush, whenever "
       "you get round to it.", "billing", refund=True, urgency=0),
    _w("The cello we hired was meant to be collected from our house yesterday and nobody turned up. Could you rebook "
       "the pick-up for sometime next week, it's not pressing.", "shipping", urgency=1),
    _w("Buenas, my microphone not working in the online class, the teacher cannot hear me but I hear everything. "
       "Which settings I must change? Class is at 6 today.", "technical", urgency=3),
    _w("Opening a café on North Street, need business broadband and a phone line. What's available at BS3 and what "
       "would it run to a month?", "sales"),
    _w("Sold the car on 2 May but the insurance still took June's premium. Reimburse me for June, thanks.",
       "billing", refund=True),
    _w("New SIM got posted to my old flat in Leeds. I moved in January and updated the address online. Can you send "
       "one to the new place", "shipping"),
    _w("Label software prints everything shifted about a centimetre to the left so the postcodes get cut off. Could "
       "someone look at it sometime next week?", "technical", urgency=1),
    _w("Can I get a quote for public liability for a mobile dog grooming van? Starting work Monday so I need cover "
       "sorted by then.", "sales", urgency=2),
    _w("Your bill was estimated way above what I've used, I sent a photo of the meter showing 4521 last month. That's "
       "£93 overcharged. Credit it back to me.", "billing", refund=True),
    _w("Pallet of sheep nuts was meant to come today and the lorry driver rang to say he can't find the farm. We've "
       "300 ewes to feed this evening and the shed is empty. Please get him here.", "shipping", urgency=3),
    _w("Clients are getting their appointment reminder texts at 3 in the morning. Can that be changed?", "technical"),
    _w("Do you do grounds maintenance for commercial sites? We manage six retail parks across the Midlands and are "
       "putting the contract out to tender.", "sales"),
    _w("ROAMING CHARGES OF £64 FOR ONE WEEKEND IN FRANCE?? I was told Europe was included. I want it taken off and "
       "paid back.", "billing", refund=True),
    _w("The cat's thyroid tablets are sat at the sorting office with a card saying not enough postage paid. I didn't "
       "post them, you did!", "shipping"),
    _w("Invoices I make on the phone app don't appear on the laptop. I've hit sync loads of times.", "technical"),
    _w("how much is teeth whitening and do you do it on a payment plan", "sales"),
    _w("PayPaI Security: your account has been limited due to unusual activity. Restore access now at "
       "hxxp://paypai-resolve.net or it will be closed.", "spam"),
    _w("Hiya, we gave the nursery a month's notice in writing on 1 Sept but still got invoiced for October. Can the "
       "October payment come back to us pls, need it sorted this week", "billing", refund=True, urgency=2),
    _w("Guitar arrived with the headstock snapped clean off, the box looked like it had been dropped from a height. "
       "I'd like another guitar sent out, I don't want my money back.", "shipping"),
    _w("My teenager changed the wifi password and now nobody in the house knows it. How do I put the router back to "
       "how it was?", "technical"),
    _w("Could I book a trial guitar lesson for my 9 year old before we sign up to a whole term? Weekday after school "
       "ideally.", "sales"),
    _w("Dear sir/madam, we offer 500 high authority backlinks from news websites for only $49. Boost your dental "
       "clinic up the rankings fast. Payment by PayPal or USDT.", "spam"),
    _w("I cancelled my physio session 48 hours ahead and still got hit with the £45 no-show fee. That goes against "
       "your own policy. Please return it.", "billing", refund=True),
    _w("Ordered the resin kit from your UK site and now DHL want 37 euro customs before they'll hand it over here in "
       "Italy. Is that normal?", "shipping"),
    _w("Members are queuing at the front desk right now because the app shows every treadmill as 'device offline' "
       "since the update and nobody can log a workout. Help!", "technical", urgency=4),
    _w("We run 3 restaurants and want to move all of them off our current till system. Can you quote hardware and "
       "software for all three? Our old contract ends on the 30th so we need figures by Wednesday.",
       "sales", urgency=2),
    _w("You've won a £500 DIY store voucher in our garden survey! To claim, enter your card details so we can verify "
       "your identity.", "spam"),
    _w("Paid £38 to have my gran's old slides scanned and half of them came back as black squares. I'd like the £38 "
       "returned please, not a redo.", "billing", refund=True),
    _w("sofa men came, sofa doesnt fit up the stairs, they took it away again. now what", "shipping"),
    _w("Kitchen printer has stopped printing the orders from the online menu. They come through on the tablet fine. "
       "Needs sorting before we open at 5.", "technical", urgency=3),
    _w("Do you offer a discount for schools? We'd want class photos printed for roughly 400 pupils.", "sales"),
    _w("Hey! Your plumbing business could be getting 30+ new leads a month with our done-for-you Facebook ads. Free "
       "audit, want to hop on a call?", "spam"),
    _w("I paid for 10 conversation classes but the school moved them to mornings which I cannot do because I work. "
       "Please give me back the money for the 7 classes left. Thank you very much.", "billing", refund=True),
    _w("Can I pick it up from the parcel locker at the Tesco in Hove instead of it coming to the house? I'm at work "
       "all day.", "shipping"),
    _w("How do I get the day list out into Excel? Our receptionist used to do it but she's left and nobody knows how.",
       "technical"),
    _w("Is the VIP package for the festival still going, and does it include parking?", "sales"),
    _w("Wrinkle cream that dissolves lines overnight, clinically proven Hollywood secret. Trade prices for beauty "
       "salons, reply for our catalogue.", "spam"),
    _w("Why has junior football gone from £120 to £165 a season? Nobody mentioned that at the AGM.", "billing"),
    _w("School uniform order still hasn't turned up and term starts on Wednesday. Order 8812.", "shipping", urgency=2),
    _w("Hi, the X-ray viewer won't open pictures from the new digital plate since Friday, we're having to look at "
       "them on the machine itself. Could someone sort it this week?", "technical", urgency=2),
    _w("I'm a self-employed sparky, what would van and tools cover cost me roughly? No rush, just comparing a few.",
       "sales", urgency=0),
    _w("the 10% my loyalty card gives wasn't taken off at the till yesterday, receipt attached. can you pop the "
       "difference back on my card", "billing", refund=True),
    _w("The paper tickets for Saturday's show still haven't come in the post. Will they let us in with just the "
       "email?", "shipping", urgency=2),
    _w("Trying to upload photos of the damage for my claim but the app says something went wrong every single time",
       "technical"),
    _w("Do you stock the grain-free salmon kibble in the 12kg bags or only the 2kg?", "sales"),
    _w("My direct debit for the pet insurance bounced because my card expired. How do I put the new card on before "
       "the policy lapses on Thursday?", "billing", urgency=2),
    _w("The glitter pots were all smashed open in transit, there's glitter in everything lol. Could you resend? Not "
       "in any hurry.", "shipping", urgency=0),
    _w("The vocab app logs me out after every lesson and my streak goes back to zero. very annoying", "technical"),
    _w("the chap at the counter swiped my card and it went through twice, £212.40 both times. I need one of them "
       "reversed today, that's my food shop money", "billing", refund=True, urgency=3),
    _w("Wrong part. Ordered a nearside wing mirror for a 2014 Corsa, got an offside one for an Astra.", "shipping"),
    _w("I move house Friday and want to sign up today so it's live when I get there. What's your quickest package?",
       "sales", urgency=3),
    _w("How long does it take to get a phone out to Shetland? Website says next day but I somehow doubt that",
       "shipping"),
    _w("Gift Aid box won't tick on your donation page, I'm on Safari on an iPad. Just letting you know, no hurry.",
       "technical", urgency=0),
    _w("hotel refurb, 48 bedside tables in walnut. can you do it, whats the lead time and price. need to place the "
       "order tmrw", "sales", urgency=3),
    _w("Booked a full head of foils, the stylist only had time for a half head and still charged full whack, £95. I'd "
       "like the difference back.", "billing", refund=True),
    _w("The trees were left at the kerb, not carried round to the back garden like we arranged. I'm 78 and cannot "
       "shift a 40kg olive tree on my own.", "shipping"),
    _w("When I turn a quote into an invoice the markup on materials disappears. Am I doing something wrong?",
       "technical"),
    _w("We're a two-chair barbers in Leicester. Is there a cheaper plan for tiny shops like us or is it one price for "
       "everybody?", "sales"),
    _w("Greetings from the Ministry of Finance, Cotonou. An unclaimed contract payment of US$7.5M has been approved "
       "in your company's name. A processing fee of $950 is required to release the funds to you.", "spam"),
    _w("Sent back the PTO shaft three weeks ago, you signed for it, and still nothing back in the account. Harvest "
       "bills are piling up, I need it by the end of the week.", "billing", refund=True, urgency=2),
    _w("Is it possible to get brake discs sent to a garage instead of my house? My mechanic is in Swindon, I'm in "
       "Bath.", "shipping"),
    _w("The online booking widget on our website has gone blank. Just white space where the calendar used to be.",
       "technical"),
    _w("Hello, we're opening a second surgery in Exeter and want your system there too. Could we get a multi-site "
       "price?", "sales"),
    _w("Your website has 47 critical SEO errors!! I can fix all of them for £99. Reply FIX and I'll send you the full "
       "report.", "spam"),
    _w("Please stop the direct debit for my sponsored child, I've been made redundant. And the payment you took on "
       "the 28th after I rang to cancel, could I have that one back?", "billing", refund=True),
    _w("ur lorry has blocked the lane to the milking parlour while it unloads the fencing posts and the milk tanker "
       "cant get in to collect. MOVE IT NOW", "shipping", urgency=4),
    _w("Tickets won't load in the app, just a grey box where the barcode should be. Doors open in an hour!!",
       "technical", urgency=3),
    _w("Price for 2,000 A5 flyers, double-sided, gloss please", "sales"),
    _w("Earn passive income with our new USDT staking pool, 3% daily returns guaranteed. Sign up through my referral "
       "link and get a bonus.", "spam"),
    _w("Our trade account statement shows invoice 40921 for £1,870. We never had that order and nobody on site "
       "recognises it. Please look into it.", "billing"),
    _w("Negatives weren't in the envelope with the prints. Are they still at the lab?", "shipping"),
    _w("The in-home display has said 'searching for signal' for three weeks. Is there a way to re-pair it myself?",
       "technical"),
    _w("Do you have alloys for a 2019 Sportage in stock? After a set of four, need them on for a wedding drive at the "
       "weekend.", "sales", urgency=2),
    _w("Netflix: We couldn't process your last payment. Update your billing info within 48 hours to avoid suspension: "
       "hxxp://nflx-billing-help.com", "spam"),
    _w("You took the swimming lesson fee twice this month, £36 and £36. Can one of them go back please? Not urgent.",
       "billing", refund=True, urgency=0),
    _w("Parcel says delivered but there's nothing here and the neighbours haven't got it either. It's the cat's "
       "prescription food.", "shipping"),
    _w("Our practice system won't print the vaccination certificates, error 0x80070005. Can someone take a look by "
       "Thursday?", "technical", urgency=2),
    _w("Our firm wants to take 60 staff to the Christmas show. Any corporate hospitality packages? Finance need "
       "numbers confirmed by next Tuesday.", "sales", urgency=2),
    _w("Hi, I'm reaching out from a leading outsourcing firm in Pune. We provide virtual assistants for UK garages at "
       "£6 an hour. Interested in a quick chat this week?", "spam"),
    _w("the booking fee was £9.50 PER TICKET?!? that wasn't shown until the very last page. daylight robbery, I want "
       "the fees back", "billing", refund=True),
    _w("Can the wardrobe come on a Saturday? We're both out at work weekdays.", "shipping"),
    _w("why does my phone say emergency calls only every time I walk into the kitchen", "technical"),
    _w("is there a student discount on gym membership? I'm at uni in Sheffield", "sales"),
    _w("CURE YOUR DOG'S ARTHRITIS IN 7 DAYS with our hemp chews!!! vets don't want you to know. wholesale for pet "
       "shops available now", "spam"),
    _w("Since you moved me onto the new dental plan I'm paying £4 more a month. I never agreed to switch. Put me back "
       "on the old plan and return the extra I've paid.", "billing", refund=True),
    _w("Drum kit came without the hardware box, so no stands and no pedal. Gig is Saturday night, I need the rest "
       "before then.", "shipping", urgency=2),
    _w("we've got 5 engineers out and the app won't show any of them today's addresses, they're sat in the vans doing "
       "nothing. sort it", "technical", urgency=4),
    _w("We'd like to become a corporate member of the trust. What tiers do you have and what does each include?",
       "sales"),
    _w("my craft box subscription charged me for a box I skipped in the app. reimburse pls", "billing", refund=True),
    _w("Our leaflets for the campaign are stuck in a depot in Coventry. Launch is 8am tomorrow and we've volunteers "
       "lined up to post them. Get them out today please.", "shipping", urgency=3),
    _w("How do I share my screen with students so they can see the sheet music during the lesson?", "technical"),
    _w("Guten Tag, your invoice for the seed potatoes shows German VAT at 19% but we are a registered business in "
       "Austria, so reverse charge applies. Please send a corrected invoice, we need it for the quarterly return due "
       "next week.", "billing", urgency=1),
    _w("G'day, do you ship the pottery wheel to Australia or is it UK only?", "shipping"),
    _w("Your RIP software keeps swapping our brand font for Arial when we send PDFs to the wide-format printer. "
       "Whenever you get a minute, have a look.", "technical", urgency=0),
    _w("Need a price on farm cover for 80 hectares arable plus two tractors. Current policy ends at midnight tonight.",
       "sales", urgency=3),
    _w("I paid off my handset early in March but I'm still being charged the £18 device payment. Stop it and pay me "
       "back April and May. Need this sorted asap.", "billing", refund=True, urgency=3),
    _w("The box of donated books your driver was collecting has been sat in our porch two weeks, he said he'd come "
       "back. Could he come sometime next week? no biggie", "shipping", urgency=1),
    _w("Trying to pay for the school trip in the parent app and it keeps telling me my login has expired. Log back "
       "in, same thing. Trip money is due Friday.", "technical", urgency=2),
    _w("Hola, I want learn English for my job. You have evening classes for adults? How much cost one month?", "sales"),
    _w("Paid by bank transfer for the menus, you're saying you never got it. I have the confirmation from my bank. "
       "What reference do you need?", "billing"),
    _w("hello, i order the dictionary and the grammar book but only grammar book come. dictionary where?", "shipping"),
    _w("my key fob stopped opening the door at the 24h gym, tried at 6am today and had to go home. fix before "
       "tomorrow morning pls", "technical", urgency=3),
    _w("thinking about a custom window seat with storage underneath, roughly what do these go for? just browsing "
       "really, no hurry", "sales", urgency=0),
    _w("We picked Max up from the kennels two days early because our holiday got cut short, but we were charged for "
       "the full 10 nights. Can you give us back the two nights?", "billing", refund=True),
    _w("The bike came in a box with the front wheel buckled, looks like a forklift went through it. Can you get a new "
       "wheel out to me this week?", "shipping", urgency=2),
    _w("Card payments on the salon tablet keep failing with 'terminal not registered'. Clients are stood at the desk "
       "with their coats on right now and all I can take is cash. HELP", "technical", urgency=4),
    _w("Looking for a price on 12 tonnes of rolled barley delivered to Hexham. We need to order by Wednesday.",
       "sales", urgency=2),
    _w("Dear business owner, your domain is about to expire. Renew now to avoid losing your search rankings: pay £89 "
       "at hxxp://domain-renewals-uk.org", "spam"),
    _w("The violin hire was supposed to stop when we bought the full-size one from you in June. Three more months "
       "have gone out at £14. Could you pay those back to me by next Friday please?",
       "billing", refund=True, urgency=2),
    _w("When you bring the hedging plants, can the driver leave them by the shed? Nobody home Tuesday. Gate code "
       "4471.", "shipping"),
    _w("How do I set up booster reminders to go out by text automatically each year?", "technical"),
    _w("Do you do sports massage packages for a whole team? Netball club, 14 players.", "sales"),
    _w("Hot singles in your area want to meet you tonight 🔥 click here to see their photos", "spam"),
    _w("the flea treatment for the dogs still hasn't come and they're scratching like mad, any chance it can get here "
       "by tomorrow", "shipping", urgency=3),
    _w("The milk meter app stopped syncing with the parlour computer last night. I need yields recorded for the "
       "inspector coming tomorrow morning.", "technical", urgency=3),
    _w("Is there still space on the August intensive French course? Need to book today before the flights go up.",
       "sales", urgency=3),
    _w("We are factory of PVC banners and flags in Guangzhou, best price, MOQ 100pcs, free sample. Whatsapp me for "
       "catalogue.", "spam"),
    _w("Your engineer was here 20 minutes, didn't fix the boiler, and you've charged a £120 call-out. I'm not paying "
       "for nothing. I want that £120 back.", "billing", refund=True),
    _w("URGENT we've got a customer's car up on the ramp stripped down waiting on the timing belt kit you promised by "
       "10. Bay's blocked and two more jobs queued behind it. Where is it??", "shipping", urgency=4),
    _w("The metronome in the app drifts about a beat behind the click after 2 minutes. Not a priority, just thought "
       "you should know.", "technical", urgency=1),
    _w("I'd like a free trial before I commit. Just curious how it stacks up against what I use now, no rush.",
       "sales", urgency=0),
    _w("I got into your device and recorded you through the camera. Send 0.1 BTC to the wallet below within 48 hours "
       "or the video goes to all your contacts.", "spam"),
    _w("Hi, how come my court booking fees show on my bank statement as TCL*SPORTS? Is that you? Just checking it "
       "isn't fraud.", "billing"),
    _w("The joiner's van brought our chairs but one has a crack down the back leg. Could someone collect it and bring "
       "a good one? No urgency, we've got others to sit on.", "shipping", urgency=0),
    _w("ALL THE LIGHTS ARE RED ON THE ROUTER. I WORK FROM HOME AND HAVE A CLIENT CALL IN 30 MINS",
       "technical", urgency=3),
    _w("What's the cheapest fibre you do? Pensioner on my own, only use it for emails and iPlayer.", "sales"),
    _w("Wonderful news! Your shop has been selected for a listing in the 2025 British Trades Directory. Simply "
       "confirm your details and the small annual fee of £395.", "spam"),
    _w("we paid £400 deposit for the photographer and your company cancelled on us 3 weeks before the wedding. "
       "wedding is saturday and I want my deposit returned TODAY", "billing", refund=True, urgency=3),
    _w("How much is postage for 500 business cards to the Netherlands?", "shipping"),
    _w("Our X-ray sensor isn't recognised since the Windows update. Patients are sat in the waiting room and we can't "
       "take a single image.", "technical", urgency=4),
    _w("Can we hire the whole venue for a private party in March, about 120 guests? What would that set us back?",
       "sales"),
    _w("guest post offer: we'd love to publish an article on your physio blog with 2 dofollow links to our casino "
       "partner. we pay $50 per post", "spam"),
    _w("The festival got called off because of the storm. Am I getting my £180 back for the weekend camping tickets "
       "or not?", "billing", refund=True),
    _w("band t-shirt I bought at the gig was meant to be posted, been 6 weeks now. no worries if it takes another "
       "week or two, just checking it's still coming", "shipping", urgency=1),
    _w("Can I change the email on my account? I don't use the work one anymore. Whenever.", "technical", urgency=0),
    _w("Fleet of 9 vans needing annual servicing. Could you give us a contract price? We'd look to start sometime "
       "next quarter.", "sales", urgency=1),
    _w("Paid for a block of 10 driving lessons and passed my test after 6!! 🎉 Can I get the last 4 back?",
       "billing", refund=True),
    _w("Hello, I live in Osaka. The textbook parcel says returned to sender but my address is correct. Please send "
       "again, my exam is in 4 days.", "shipping", urgency=2),
    _w("My vinyl cutter runs off the edge of the sheet every time, even after calibrating. I've a wedding order to "
       "finish by Saturday.", "technical", urgency=2),
    _w("we run a kids party business with a bouncy castle. what would insurance cost? want cover in place by friday",
       "sales", urgency=2),
    _w("Just renewed my membership and it's gone up to £45 from £30 with no letter to say. Can you explain before the "
       "next payment goes out on the 1st?", "billing", urgency=2),
    _w("Our nursery ordered 30 little aprons and got 30 adult ones instead.", "shipping"),
    _w("The reservations page shows fully booked for every night but our book is nearly empty.", "technical"),
    _w("Do you make tables for restaurants? We'd need 20 two-seaters in oak. No rush, just gathering prices.",
       "sales", urgency=0),
    _w("The bike shop invoice says £65 for a full service but you quoted me £45 on the phone. Happy to pay the 45, "
       "please send a corrected invoice for the right amount.", "billing"),
    _w("Can your courier get up a farm track? The last one wouldn't and left my fencing wire at the village shop.",
       "shipping"),
    _w("Password reset email never arrives. Checked junk. Tried 4 times.", "technical"),
    _w("Do you hire out PA systems for weekends, and what's the deposit?", "sales"),
    _w("Our account was debited £58 for a cab from the station on 12 Nov. None of our staff took that ride. Please "
       "reverse it.", "billing", refund=True),
    _w("Still haven't got my new car insurance certificate in the post. The old one runs out Sunday and I'm driving "
       "to Scotland Monday morning.", "shipping", urgency=2),
    _w("hi how do i get the photo kiosk to print 6x4 instead of 7x5, everything comes out the wrong size", "technical"),
    _w("I'd like to sponsor a bench in the park in memory of Dad. How much is it and how long does the plaque take?",
       "sales"),
    _w("Dropped the cats at your cattery for a week and you charged the peak season rate, but it was the middle of "
       "February. Please put the difference back on my card.", "billing", refund=True),
    _w("Which courier do you use for tyres? Need to know if somebody has to be in to sign.", "shipping"),
    _w("Can't log in to the job app at all, says account suspended. I'm at a customer's house with a burst pipe and "
       "can't bring up her details or take payment. Now please.", "technical", urgency=4),
    _w("Do you have the Labrador puppy starter packs in stock? We pick our pup up on Saturday.", "sales", urgency=2),
    _w("Your Apple ID has been locked for security reasons. Click to unlock within 12 hours: "
       "hxxp://appleid-unlock-support.info", "spam"),
    _w("The tax-free childcare payment I made has gone against the wrong term. Can you move it across to the summer "
       "term rather than paying it back?", "billing"),
    _w("aquarium came cracked, water everywhere the moment I filled it. please send another tank, I don't want my "
       "money back, just a tank that holds water", "shipping"),
    _w("When I print the end of day report it cuts off after 20 lines. Can that be fixed by the end of the week?",
       "technical", urgency=2),
    _w("How much to turf a back garden roughly 10m by 8m? No rush, we're just planning.", "sales", urgency=0),
    _w("I'm a freelance web designer. Your salon website looks really dated, I'll rebuild it for just £199. Portfolio "
       "attached, reply if interested!", "spam"),
    _w("mate you've charged me the joining fee again and I've been a member 4 years. want it back",
       "billing", refund=True),
    _w("wedding invitations are going to my mum's address not mine, can you get the courier to redirect? they're out "
       "with the driver right now", "shipping", urgency=3),
    _w("our appointment screen is frozen, can't book anyone in. phones ringing off the hook and the waiting room's "
       "full", "technical", urgency=4),
    _w("We'd like group ukulele lessons for a Year 4 class of 28. Do you do school rates? I need to confirm with the "
       "head this week.", "sales", urgency=2),
    _w("CLAIM YOUR £1000 SUPERMARKET GIFT CARD!! survey takes 30 seconds. limited winners", "spam"),
    _w("My phone bill has £27 of premium text charges on it. I never signed up to any quiz service. Take them off and "
       "put the money back please, need it by the weekend.", "billing", refund=True, urgency=2),
    _w("Do you bring hay bales over to Northern Ireland or is it mainland only?", "shipping"),
    _w("speed has dropped to 3Mb and I pay for 150. can someone look at the line by tomorrow?", "technical", urgency=3),
    _w("Do you do Invisalign, and is there interest-free credit? Keen to book a consultation asap.",
       "sales", urgency=3),
    _w("Dear Beloved, I am Mrs Grace Williams, a widow with terminal illness. I wish to donate $3.5M to your charity "
       "through your bank account. Kindly reply for details.", "spam"),
    _w("Your tuner came out Thursday and the piano's already out of tune again by Sunday, sounds awful. I'd rather "
       "have my £75 returned than another visit.", "billing", refund=True),
    _w("Our made-to-order kitchen table is six weeks late and no word from anyone. Please chase it up today.",
       "shipping", urgency=3),
    _w("how do I turn on wifi calling on an android? no rush, just curious", "technical", urgency=0),
    _w("How many users can I have on the basic plan? I've got 3 lads on the tools and my missus does the books.",
       "sales"),
    _w("Doubled my money in a week with this one coin 🚀🚀 DM me MOON to get the name before it lists on the big "
       "exchanges", "spam"),
    _w("Our subscription renewed at the annual price when we'd asked to go monthly. That's £1,140 out of a small "
       "café's account. Please credit it back today, I can't pay my suppliers.", "billing", refund=True, urgency=3),
    _w("Could the piano go to the church hall instead of our house? The concert is on Sunday.", "shipping", urgency=2),
    _w("The QR codes on our tables open someone else's menu, a pizza place in Derby! Please fix before Friday's "
       "service.", "technical", urgency=2),
    _w("What would 300 tote bags with a one-colour print cost? No rush, the craft fair isn't till autumn.",
       "sales", urgency=0),
    _w("Received your final invoice for the extension and it's £2,300 over the quote with nothing added to the job. "
       "Can I have a breakdown before I pay?", "billing"),
    _w("Parts from your German warehouse have been stuck at customs in Dover for 9 days. Is there paperwork I should "
       "be sending?", "shipping"),
    _w("The quote form keeps resetting when I get to the vehicle page. Happy to wait till next week for a fix.",
       "technical", urgency=1),
    _w("Bought resale tickets for the Leeds show, got to the door and they'd been cancelled. Two of us stood outside "
       "in the rain. I want what I paid for them back.", "billing", refund=True),
    _w("Hiya, is free postage over £30 or £40? And do you send Royal Mail or Evri?", "shipping"),
    _w("The homework portal won't take uploads over 2MB and my son's project video is 40MB. It has to be in by "
       "midnight tonight.", "technical", urgency=3),
    _w("policy HH-55102. you took the premium on the 3rd and again on the 5th. sort it before my rent goes out Monday",
       "billing", urgency=2),
    _w("New router was meant to come yesterday. No internet since Monday and I've online exams this week.",
       "shipping", urgency=2),
    _w("My uploaded photos show up sideways in the order preview.", "technical"),
    _w("Corporate rate for 50 employees? HR want to roll it out from the 1st and need a figure today.",
       "sales", urgency=3),
    _w("I paid £30 to do the fun run but broke my ankle in training 🙄 could I get the entry fee back? whenever's easy",
       "billing", refund=True, urgency=0),
    _w("My certificate from the IELTS prep course never arrived. I have to show it at my visa appointment on "
       "Thursday.", "shipping", urgency=2),
    _w("The spin bike screen doesn't pick up my heart rate from the chest strap any more. Whenever you get a chance.",
       "technical", urgency=0),
    _w("do u have a trial mandarin lesson for kids, my daughter is 7. ASAP pls", "sales", urgency=3),
    _w("The hygienist said I didn't need the deep clean after all, but I'd prepaid £120 for it. Please pay me back "
       "the difference between that and a normal clean.", "billing", refund=True),
    _w("Rowing machine arrived but it's the wrong model, we ordered the one with the water tank. Could you swap it "
       "sometime next week? Not pressing.", "shipping", urgency=1),
    _w("Our invoicing software is putting last year's date on every invoice. Could someone fix it this week?",
       "technical", urgency=2),
    _w("We're a garage in Cork opening a trade account. What discount do you give the trade, and is VAT shown "
       "separately? Sooner the better.", "sales", urgency=2),
    _w("Just a quick one, can I switch my monthly membership payment from card to direct debit? No rush.",
       "billing", urgency=0),
    _w("My bank statement shows £412 taken by your company and I have never placed an order with you. Who authorised "
       "this?", "billing"),
    _w("the app wont open at all. tap the icon, white screen, closes. reinstalled twice, same thing", "technical"),
    _w("Parcel shows delivered. It is not here. Not with the neighbours, not in the bin store, not behind the plant "
       "pots. Where is it?", "shipping"),
    _w("All my saved projects are gone. I logged in and the dashboard is empty, three years of client drawings. "
       "Please tell me they are backed up somewhere.", "technical"),
    _w("Account locked after I entered my password wrong. The unlock email never arrives. Checked junk.", "technical"),
    _w("I ordered the navy suit for my brother's wedding and you sent a grey one in a size that would fit a child. "
       "I'm beyond disappointed.", "shipping"),
    _w("Hello, do you sell the espresso grinder in matte black or only chrome?", "sales"),
    _w("You charged my card three separate times for the same gym membership. Three. I'd like all but one of those "
       "put back on my card.", "billing", refund=True),
    _w("box arrived soaked through and the ceramic bowls inside are in pieces", "shipping"),
    _w("Good afternoon. Our entire payroll export produced zeros for every employee. The figures in the system look "
       "right but the CSV is blank. Could someone look into this?", "technical"),
    _w("Why is there a 'service adjustment' of 19.99 on my invoice? Nobody told me about that.", "billing"),
    _w("Someone changed the email on my account and I can't get back in. I think I've been hacked.", "technical"),
    _w("I returned the hiking boots using your prepaid label and the money never came back to me. Please send the 129 "
       "euros I paid.", "billing", refund=True),
    _w("Do you ship to Iceland?", "shipping"),
    _w("How many licences come with the team plan, and is there a price break at fifty seats?", "sales"),
    _w("tracking number says it doesnt exist. i copied it straight from your email", "shipping"),
    _w("The thermostat lost its schedule again and the heating ran all night at 28 degrees. Something is badly wrong "
       "with the firmware.", "technical"),
    _w("I cancelled the streaming subscription and you billed me anyway. Please reverse that charge.",
       "billing", refund=True),
    _w("Dear Sir or Madam, the pallet of floor tiles was left on the public pavement instead of inside our yard as "
       "instructed. Several boxes have been opened. I would like an explanation.", "shipping"),
    _w("Is there an education discount for the drawing tablet if I buy as a student?", "sales"),
    _w("my balance went from 300 to 0 overnight according to your wallet page. where did my credit go???", "billing"),
    _w("The christening gown I ordered has a big yellow stain down the front. It was meant to be an heirloom. "
       "Honestly heartbreaking.", "shipping"),
    _w("Can I get a quote for 200 branded water bottles with our logo printed on both sides?", "sales"),
    _w("The receipt you emailed has the wrong company name and VAT number on it, our accountant will not accept it "
       "like this. Please correct it.", "billing"),
    _w("I paid for express and it came standard. I want the difference back, simple as that.", "billing", refund=True),
    _w("Printer says paper jam. There is no paper jam. I have taken the entire thing apart.", "technical"),
    _w("Which of your plans includes phone support? The comparison page isn't clear.", "sales"),
    _w("THE WHOLE SITE SAYS ERROR 502 WHEN I TRY TO CHECK OUT", "technical"),
    _w("mi orden llegó pero falta una pieza, the table has only three legs in the box. please send the missing leg",
       "shipping"),
    _w("Hi there, the annual fee went from 89 to 140 and I don't remember agreeing to anything. What happened?",
       "billing"),
    _w("I got charged in US dollars even though I selected pounds, so my bank slapped a conversion fee on top. Not "
       "happy.", "billing"),
    _w("The smart lock won't respond to the app and the keypad is dead. In the app it just shows offline.",
       "technical"),
    _w("We run four dental practices and are thinking of moving our booking to your system. Could someone walk us "
       "through it?", "sales"),
    _w("parcel came with someone else's name and a completely different order inside. a child's scooter. I ordered a "
       "rice cooker", "shipping"),
    _w("Your software deleted my invoices folder during the update. Gone, not in the recycle bin either.", "technical"),
    _w("The vacuum died after two uses. I don't want another one of these, I want what I paid returned to my Visa.",
       "billing", refund=True),
    _w("Do you charge duties and import tax at checkout or will the postman ask me for it at the door in Canada?",
       "shipping"),
    _w("how do i add a second user to the account so my wife can see the bookings", "technical"),
    _w("Is the 14-day trial the full product or a cut down version?", "sales"),
    _w("Kindly be informed that the payment of invoice INV-8823 was made by bank wire but your system still shows it "
       "unpaid and sent us a reminder with a penalty fee. Kindly correct.", "billing"),
    _w("my order got sent to my old address in Leeds even tho I updated it in my profile. some stranger has my new "
       "laptop now", "shipping"),
    _w("The coupon WELCOME15 was accepted at checkout but the final charge was full price.", "billing"),
    _w("After the update my hearing aid app keeps pairing then dropping. Left ear works, right ear silent.",
       "technical"),
    _w("Can you tell me whether the solar panels qualify for the installer trade price if I buy twenty units?",
       "sales"),
    _w("Driver threw the box over the gate. It's a television. The screen is cracked corner to corner.", "shipping"),
    _w("Someone used my card on your site to buy gift cards. I did not make these purchases. Please give me back the "
       "600 dollars.", "billing", refund=True),
    _w("Every time I try to reset my password it says the link has expired, even when I click it instantly.",
       "technical"),
    _w("is the camper awning sold with the poles or do those cost extra", "sales"),
    _w("I was charged for a premium upgrade I never clicked on.", "billing"),
    _w("Our online shop shows every product as out of stock, even the ones with hundreds in the warehouse. Inventory "
       "sync looks broken.", "technical"),
    _w("The urn for my mother's ashes arrived with a dent in the lid. I can't even put into words how that felt when "
       "I opened it.", "shipping"),
    _w("what's the difference between the Pro and Studio licence, apart from the price?", "sales"),
    _w("the pharmacy app says my prescription order was cancelled but the money left my account. I'd like it put back "
       "please", "billing", refund=True),
    _w("Two factor is on, I changed phones, and now I'm shut out of my own accounting software. The backup codes were "
       "on the old phone.", "technical"),
    _w("Customs in Brazil are holding my package and asking for a document I've never heard of. What do they want "
       "from me?", "shipping"),
    _w("Greetings. I wish to enquire whether you provide installation when purchasing the commercial dishwasher, or "
       "if we must arrange a plumber ourselves.", "sales"),
    _w("Bill says I used 4,000 minutes of calls. I barely phone anyone. This can't be right.", "billing"),
    _w("The car charger app shows the session ended but the car isn't charged and the cable is locked in the socket.",
       "technical"),
    _w("Where exactly is my parcel? The map shows it going to Rotterdam, then Milan, then back to Rotterdam.",
       "shipping"),
    _w("Do you do a non-profit rate? We're a small animal rescue in Wales.", "sales"),
    _w("Ordered two, paid for two, got one. The invoice says two.", "shipping"),
    _w("my photos wont upload, spinning wheel forever then 'something went wrong'", "technical"),
    _w("The course I bought was nothing like the description, half the videos are missing audio. Please return my "
       "fee.", "billing", refund=True),
    _w("Whole warehouse scanner fleet is showing 'licence invalid' on boot. We have a paid licence.", "technical"),
    _w("Is there a minimum order for wholesale, and do you invoice on 30 day terms?", "sales"),
    _w("The signature on the delivery confirmation isn't mine. I've never seen that name before.", "shipping"),
    _w("ive been billed for a phone insurance i never asked for. take it off", "billing"),
    _w("When I open a spreadsheet the numbers show as ####### and the formulas have vanished.", "technical"),
    _w("Hello, is the blue velvet sofa available in the three seater size or only the two?", "sales"),
    _w("can I pick up from your depot instead of having it couriered? I live ten minutes away", "shipping"),
    _w("I'm a pensioner and that sum was my groceries. You took it twice. I need one of those payments back on my "
       "card.", "billing", refund=True),
    _w("Cloud backup reports success every night but the restore shows folders with nothing in them.", "technical"),
    _w("Wrong colour paint delivered. We ordered Sage Mist, got Hot Flamingo. Not quite the same vibe.", "shipping"),
    _w("I can't see the invoice for my March order anywhere in my account, only the ones before it.", "billing"),
    _w("The baby monitor keeps showing the camera feed from... somewhere else? A room I don't recognise. This is "
       "terrifying.", "technical"),
    _w("how much to deliver a piano to the third floor, no lift", "shipping"),
    _w("No big deal at all, but the font on my invoices looks a bit squashed when I print them. Whenever someone gets "
       "a minute.", "technical", urgency=0),
    _w("Just out of curiosity, do you ever ship to the Falklands? Not ordering anything, I was only wondering.",
       "shipping", urgency=0),
    _w("Hiya, I noticed my receipt says 'Mr' and I'm a Ms. Honestly doesn't matter much, fix it if and when you feel "
       "like it 😊", "billing", urgency=0),
    _w("Idle question from a hobbyist: do you think you'll ever do the synth in a white finish? I'm in no position to "
       "buy one, I just like knowing.", "sales", urgency=0),
    _w("There's a small typo on the settings page, 'recieve'. Thought you'd want to know, zero pressure.",
       "technical", urgency=0),
    _w("the dog bed came in a box big enough for a horse lol. not complaining, just a thought for your packing team, "
       "no need to reply", "shipping", urgency=0),
    _w("I'm in no hurry whatsoever, but at some point could you tell me why the loyalty discount shows as 4.8% "
       "instead of 5%?", "billing", urgency=0),
    _w("Whenever the team gets round to it: the dark mode makes the calendar numbers nearly invisible.",
       "technical", urgency=0),
    _w("We're idly browsing options for a possible office move someday. Do your standing desks come in walnut? "
       "Honestly just window shopping.", "sales", urgency=0),
    _w("The courier was lovely but rang the wrong doorbell first. Not a problem, just letting you know, take your "
       "time with it or ignore this entirely.", "shipping", urgency=0),
    _w("Would it be possible to get my receipts in PDF rather than HTML? It's a nice-to-have, nothing that can't sit "
       "in the pile for ages.", "billing", urgency=0),
    _w("no stress at all but the app icon looks blurry on my tablet", "technical", urgency=0),
    _w("Pure curiosity: what's the most anyone has ever ordered of your hot sauce in one go?", "sales", urgency=0),
    _w("Noticed the parcel came from Poland rather than the UK warehouse. Doesn't bother me in the slightest, I'm "
       "just nosey. Reply whenever or never.", "shipping", urgency=0),
    _w("This is very low on anyone's list I'm sure, and entirely at your leisure, but the export to Excel puts dates "
       "in American format.", "technical", urgency=0),
    _w("hey so the statement shows two cents rounding difference lol. honestly who cares, only flagging it for your "
       "accountants, get to it whenever", "billing", urgency=0),
    _w("I'm retired with all the time in the world, so answer at your own pace: do you offer a pensioner discount on "
       "the garden tools?", "sales", urgency=0),
    _w("Kindly, when convenient, no rushing please: is it possible to change the delivery note language to German on "
       "future orders?", "shipping", urgency=0),
    _w("My kid found a way to make the game character walk through walls 😂 It's harmless, have a look whenever you're "
       "bored.", "technical", urgency=0),
    _w("Zero urgency here. I was only wondering if the bakery subscription price includes the pastry box or if that's "
       "charged separately on my card.", "billing", urgency=0),
    _w("Not fussed either way, but does the weather station support Fahrenheit? Just curious what my dad would see if "
       "I ever gave him one.", "sales", urgency=0),
    _w("the tracking page calls my village by its old name, made me laugh. nothing to fix really, only if you're "
       "already in there", "shipping", urgency=0),
    _w("Entirely unimportant, but your invoice footer still lists your old phone number. Sort it out whenever suits.",
       "billing", urgency=0),
    _w("The vibration on the controller feels a bit weaker on the left side. Probably nothing. Have a think about it "
       "at your leisure.", "technical", urgency=0),
    _w("I may or may not buy a second kayak one day in the distant future. Do you sell the two-person version in "
       "orange? Genuinely no rush on an answer.", "sales", urgency=0),
    _w("Not a complaint. The bubble wrap was a bit excessive. Recycling it happily. Reply only if you fancy.",
       "shipping", urgency=0),
    _w("Something to mull over, no expectation of a quick reply: the card payment page could remember my billing "
       "postcode.", "billing", urgency=0),
    _w("pls dont prioritise this over real problems, but the progress bar hits 100% then sits there a moment before "
       "finishing", "technical", urgency=0),
    _w("Just a curious cat here 🐱 any idea if your bulk coffee beans ever go on promotion for cafes? We're perfectly "
       "happy with our current supplier for now.", "sales", urgency=0),
    _w("Do parcels to the Channel Islands go by ferry or plane? I'm a nerd about logistics, that's all. Answer at "
       "whatever pace works.", "shipping", urgency=0),
    _w("Random one: why does my invoice number jump from 104 to 109? Not worried, only puzzled. Whenever.",
       "billing", urgency=0),
    _w("The smartwatch shows 10,001 steps when I hit exactly 10,000 lol. Fun quirk, there's really no pressure to "
       "look into it.", "technical", urgency=0),
    _w("We're a tiny bookshop mulling over a card reader at some undefined point. What do yours cost to buy outright? "
       "Don't hurry on our account.", "sales", urgency=0),
    _w("Out of interest, is the postage cheaper if I collect from a locker? Not planning anything, just nosing "
       "around, reply when you can be bothered haha", "shipping", urgency=0),
    _w("my login screen greets me as 'Dear [NAME]' which is honestly kind of charming. Leave it, fix it, up to you, "
       "I'm easy", "technical", urgency=0),
    _w("The billing page doesn't show the VAT split on last quarter's payments. I'll need it for the year-end "
       "figures, so before the autumn would be good.", "billing", urgency=1),
    _w("Hi, the rucksack I ordered is for a trek in Nepal next month. Could you tell me roughly when it'll turn up? "
       "Nothing pressing.", "shipping", urgency=1),
    _w("Noise cancelling sometimes switches itself off mid-song. Annoying but I can live with it for the moment. Look "
       "into it when things are quieter.", "technical", urgency=1),
    _w("We're budgeting for next financial year and would like a ballpark for 40 laptops with your extended warranty. "
       "Can wait a couple of weeks.", "sales", urgency=1),
    _w("not holding my breath on this one, but I was overcharged by 3 quid on the last shop. would be nice to see it "
       "credited back at some point", "billing", refund=True, urgency=1),
    _w("I'll check back after the holidays, but could you look into why my sync keeps creating duplicate contacts?",
       "technical", urgency=1),
    _w("Could the next order come in a plain box? It's a present for a birthday later in the season, so it can be "
       "sorted whenever before then.", "shipping", urgency=1),
    _w("Planning a clinic refurbishment sometime next year. Would love a demo of the patient check-in kiosk when your "
       "sales folks have a gap in their diaries.", "sales", urgency=1),
    _w("The paper invoices keep coming even though I chose email only. Not the end of the world, but please stop them "
       "eventually.", "billing", urgency=1),
    _w("When you get a chance in the coming weeks, can someone explain why the report builder crashes when I add more "
       "than ten columns? I'm using fewer for the moment.", "technical", urgency=1),
    _w("I'm moving house in about six weeks. Can I change the address on my standing order at some stage before then?",
       "shipping", urgency=1),
    _w("The discount from the spring promo never showed up on my bill. It's a few pounds, so it can go to the bottom "
       "of the pile, but I'd like it sorted at some point.", "billing", urgency=1),
    _w("Thinking about a second van for the business down the line. Could someone send me financing options once "
       "you're not swamped?", "sales", urgency=1),
    _w("the wifi extender drops out upstairs every so often. we mostly use the kitchen anyway so it's low down the "
       "list", "technical", urgency=1),
    _w("One of the mugs in the set has a chip on the rim. Use it for pens now. Would appreciate a replacement "
       "sometime, not a priority.", "shipping", urgency=1),
    _w("Bonjour, I paid the yearly plan but was charged monthly tax too. Could you give me back the extra tax when "
       "your team has time? It can wait until next month.", "billing", refund=True, urgency=1),
    _w("Would like to compare your enterprise and business tiers before our contract with the current vendor ends in "
       "the spring. A call sometime later in the month works.", "sales", urgency=1),
    _w("My e-reader shows some covers upside down. Reading is fine so it's more of an eventually-would-be-nice.",
       "technical", urgency=1),
    _w("Tracking hasn't moved but the parcel is a winter coat and it's barely autumn, so I'm relaxed. If you could "
       "nudge the courier at some point, cheers.", "shipping", urgency=1),
    _w("We'd be interested in your partner programme for the next quarter. Happy to have a chat later on, nothing "
       "booked yet on our side.", "sales", urgency=1),
    _w("Password manager extension logs me out of every site after a while. Workaround is fine, just would appreciate "
       "a fix in a future release.", "technical", urgency=1),
    _w("The bill shows my old surname from before the wedding. I need it updated before the mortgage application "
       "later in the year.", "billing", urgency=1),
    _w("a few of the buttons in the app are cut off in landscape mode. ill live. next update maybe?",
       "technical", urgency=1),
    _w("Our school is looking at tablets for the new academic year. Could you prepare a rough quote some time before "
       "the summer term ends?", "sales", urgency=1),
    _w("Lid of the slow cooker came cracked. Borrowing my neighbour's for now so it can wait, but please send a new "
       "lid along eventually.", "shipping", urgency=1),
    _w("Can you fix the billing cycle so it runs on the 1st instead of the 17th? Whenever the next cycle rolls round "
       "is soon enough.", "billing", urgency=1),
    _w("The desktop client freezes sometimes when I drag big files. I'm on holiday for two weeks so have a look "
       "later, I'll report back when I'm home.", "technical", urgency=1),
    _w("Hello, considering your accounting package for my bakery. Not in a hurry to switch, maybe after Easter. Could "
       "you send a brochure?", "sales", urgency=1),
    _w("Delivery driver keeps leaving stuff with the shop downstairs. It's fine, but for future orders could that be "
       "changed? Low priority.", "shipping", urgency=1),
    _w("I'm owed 12 dollars from the price match you promised. I'm not losing sleep over it, but I'd like it back on "
       "my card in due course.", "billing", refund=True, urgency=1),
    _w("mouse scroll wheel jumps occasionally. using trackpad meanwhile, get to it when the bigger fires are out",
       "technical", urgency=1),
    _w("Looking to buy a greenhouse for next season's seedlings. Can someone tell me if the 8x10 comes with staging? "
       "No need for a same-week answer.", "sales", urgency=1),
    _w("The spare battery I ordered is for a camping trip at the end of next month, so if it's on backorder that's "
       "okay. Just let me know roughly.", "shipping", urgency=1),
    _w("The party is on Saturday and the balloon arch kit still hasn't shown up. Can you check with the courier where "
       "it's got to?", "shipping", urgency=2),
    _w("Our auditor comes in on Thursday and the annual invoice you sent is missing our VAT number. Could you reissue "
       "it before then?", "billing", urgency=2),
    _w("I need the shared calendar working again before the team offsite at the end of the week. It keeps showing "
       "everyone as free.", "technical", urgency=2),
    _w("We're choosing a supplier at Wednesday's board meeting. Could you get your quote for the 60 office chairs to "
       "me before that?", "sales", urgency=2),
    _w("the bridesmaid dresses need altering and the fitting is monday. please tell me they're out for delivery",
       "shipping", urgency=2),
    _w("My rent goes out on the 28th and your double charge has left me short. I need one of those payments reversed "
       "in the next few days.", "billing", refund=True, urgency=2),
    _w("The barcode printer stopped talking to the till software. We reopen after our stocktake on Friday so it needs "
       "to work by then.", "technical", urgency=2),
    _w("Could we book a demo of your rota software sometime this week? Our current trial with a competitor ends next "
       "Tuesday.", "sales", urgency=2),
    _w("My sister lands from Singapore on Sunday and the airbed for her is nowhere to be seen. Any chance it turns up "
       "beforehand?", "shipping", urgency=2),
    _w("I'm submitting my expenses claim at the end of the week and need a proper receipt showing the hotel booking "
       "itemised.", "billing", urgency=2),
    _w("Pls sort my login before parents evening on wednesday, I need the app to see my son's reports and it keeps "
       "saying invalid token.", "technical", urgency=2),
    _w("Do you have 12 of the pine bunk beds in stock? The holiday camp opens for the season in a few days and we "
       "need to order soon.", "sales", urgency=2),
    _w("Guten Tag, the spare parts for our coffee machine are stuck at customs in Frankfurt. We need them within this "
       "week for the café opening.", "shipping", urgency=2),
    _w("The quiz night ticket charge went through three times. Please put two of them back on my card before the "
       "weekend, I'm budgeting for the trip.", "billing", refund=True, urgency=2),
    _w("Graphics tablet pen stopped registering pressure. I have a client presentation on Thursday morning and need "
       "to finish artwork beforehand.", "technical", urgency=2),
    _w("Hey, could I get pricing for the premium catering package? The committee decides on Friday which caterer to "
       "go with.", "sales", urgency=2),
    _w("Can the courier deliver to my office instead? I'm away from home until the weekend and don't want it sitting "
       "on the step for days.", "shipping", urgency=2),
    _w("Tax return is due in a few days and I can't download last year's invoices from the portal, it just gives a "
       "blank page. Help.", "technical", urgency=2),
    _w("Is there any way to expedite the tent? The Glastonbury gates open on Wednesday and it says dispatch in 3-5 "
       "days.", "shipping", urgency=2),
    _w("We'd like a proposal for 300 conference lanyards. The event's a fortnight off but the printers need artwork "
       "by the end of this week.", "sales", urgency=2),
    _w("our shared inbox isnt receiving anything from outside the company. we can manage through personal emails for "
       "a day or two but not much longer", "technical", urgency=2),
    _w("The pram arrived without the rain cover. Baby's due any day now, could you send it this week?",
       "shipping", urgency=2),
    _w("Could you confirm by Thursday whether you can supply 500 kg of oat flour monthly? We sign the lease on the "
       "new unit that day.", "sales", urgency=2),
    _w("My kid's robotics kit won't connect to the laptop and the school competition is next Monday. Any tips?",
       "technical", urgency=2),
    _w("Wrong size football boots delivered. Trials are on Saturday morning. Please swap them before that.",
       "shipping", urgency=2),
    _w("Hello again, the invoice for the April consultancy hasn't been raised and our finance team closes the books "
       "midweek. Can you send it across?", "billing", urgency=2),
    _w("The online booking form for my salon keeps rejecting phone numbers with spaces. Over the next few days I'd "
       "like this looked at, clients are getting confused.", "technical", urgency=2),
    _w("Sent back the mixer under your returns policy but nothing has come back to my account. It's been a while, "
       "please pay it back before the end of the week.", "billing", refund=True, urgency=2),
    _w("My grandad turns ninety on Sunday and the engraved watch shows 'held at depot'. Can it be released so it "
       "arrives by Saturday?", "shipping", urgency=2),
    _w("Before our volunteers start using it on Thursday, can you help me set permissions so they can't see donor "
       "bank details?", "technical", urgency=2),
    _w("quote for 5 ebikes for our delivery riders please, want to decide this week", "sales", urgency=2),
    _w("The subscription charge came out on the wrong date and bounced my phone bill. Please move it back to the 5th "
       "before next week's run.", "billing", urgency=2),
    _w("I fly out at 6 tomorrow morning and the travel adapter I ordered isn't here. Is there anything you can do "
       "tonight?", "shipping", urgency=3),
    _w("My shift starts in two hours and the rota app won't let me clock in, keeps saying device not registered.",
       "technical", urgency=3),
    _w("The venue needs payment confirmation by 5pm today or they release our booking. Your system shows my payment "
       "as pending. Can you confirm it went through?", "billing", urgency=3),
    _w("We sign with a supplier at close of business today. If you can beat 4.20 per unit on the ink cartridges, tell "
       "me this afternoon.", "sales", urgency=3),
    _w("the cake stand for the wedding was meant to arrive this morning and the reception is at 3. WHERE IS IT",
       "shipping", urgency=3),
    _w("Exam is tomorrow at 9am and the online proctoring software won't detect my webcam. Please help before then.",
       "technical", urgency=3),
    _w("You took my deposit twice and my landlord wants the full rent by tonight. I need the duplicate returned to me "
       "immediately.", "billing", refund=True, urgency=3),
    _w("Need 30 hi-vis vests for a site induction first thing tomorrow. Can you quote and confirm stock within the "
       "hour?", "sales", urgency=3),
    _w("Courier says he'll try again tomorrow but I'm leaving for Australia tomorrow morning with my passport in that "
       "envelope. Can it go out on a later run this evening?", "shipping", urgency=3),
    _w("Our tender submission portal closes at midnight and your PDF tool keeps corrupting the signed pages. Help "
       "needed tonight.", "technical", urgency=3),
    _w("Please send me the paid invoice right away, customs at the border need it to release my goods before they "
       "close at six.", "billing", urgency=3),
    _w("Hi!! could someone call me back this morning about the bulk flower order, the funeral director needs numbers "
       "by lunch", "sales", urgency=3),
    _w("Medication cool box was sent to the wrong flat number, building manager leaves at 4. Can the driver come back "
       "before that?", "shipping", urgency=3),
    _w("Card declined renewing the domain, and it expires tonight. Can you check what's wrong with my payment method?",
       "billing", urgency=3),
    _w("The bouquet for my mum's birthday dinner tonight shows 'delayed'. Can you get it there by 7?",
       "shipping", urgency=3),
    _w("Need a formal quote on letterhead for the dental chairs by tomorrow morning, our bank only releases the loan "
       "with it in hand.", "sales", urgency=3),
    _w("My daughter's school trip money has to be paid by end of today and your payment page keeps declining a "
       "perfectly good card. Why?", "billing", urgency=3),
    _w("the suit for tomorrows interview is sat in your van apparently. any way it can be dropped off before 8pm",
       "shipping", urgency=3),
    _w("Can't export the final edit, render fails at 98%. Client screening is first thing in the morning. Asap "
       "please.", "technical", urgency=3),
    _w("You billed me for a concert that got cancelled. The payment clears off my overdraft tomorrow, so I need my "
       "money sent back today.", "billing", refund=True, urgency=3),
    _w("We want to order your portable heaters before the cold snap hits tonight. Is there a same-day trade price for "
       "15 units?", "sales", urgency=3),
    _w("The cot mattress is for a newborn coming home from hospital this evening. Tracking hasn't moved. Help.",
       "shipping", urgency=3),
    _w("Payroll must be approved by noon today and the approve button is greyed out for me even though I'm the admin.",
       "technical", urgency=3),
    _w("Receipt needed NOW-ish: my manager signs off expenses at 3 and the one you sent is blank.",
       "billing", urgency=3),
    _w("Hola, we need to confirm stock of 40 folding chairs before the end of the day, the fiesta is tomorrow. Can "
       "you reply quick?", "sales", urgency=3),
    _w("my phone says the e-ticket is invalid and the match kicks off in an hour. can someone fix my account",
       "technical", urgency=3),
    _w("The courier is outside my old house right this minute and I moved last week. Can you redirect him to the new "
       "address before he leaves?", "shipping", urgency=3),
    _w("I was charged an annual fee instead of monthly and my mortgage payment comes out tomorrow morning. Give me "
       "back the difference today, please.", "billing", refund=True, urgency=3),
    _w("Interested in the conference room camera system. Our CEO wants a price on his desk before he boards his "
       "flight this evening.", "sales", urgency=3),
    _w("Smart alarm keeps going off for no reason and my elderly neighbour is complaining. I need it silenced before "
       "bedtime tonight.", "technical", urgency=3),
    _w("Loan company needs proof of payment from you by tomorrow 10am. Where do I get a statement?",
       "billing", urgency=3),
    _w("Our stall at the market opens at dawn tomorrow and the gazebo hasn't come. Can you make the evening drop?",
       "shipping", urgency=3),
    _w("We decide on the CRM vendor this afternoon. Can your account manager ring me in the next hour to talk "
       "contract length?", "sales", urgency=3),
    _w("There's a queue out the door and none of our card terminals will take a payment. They all say 'host "
       "unreachable'. Please help, we're taking cash only and people are walking out.", "technical", urgency=4),
    _w("Trucks are lined up at our gate and the dock management system won't release any loading slots. Drivers are "
       "stuck, nothing moves.", "technical", urgency=4),
    _w("The patient record system is down across the clinic. We have a waiting room full of patients and doctors "
       "can't see any histories.", "technical", urgency=4),
    _w("Our whole restaurant is at a standstill, the kitchen printer isn't receiving orders from the tablets and the "
       "dining room is full.", "technical", urgency=4),
    _w("Black Friday sale went live and our checkout is down. Every minute is money walking out the door.",
       "technical", urgency=4),
    _w("My whole crew of 20 is standing around on site because the concrete mix you promised isn't here. The pump "
       "truck is charging us by the hour.", "shipping", urgency=4),
    _w("Your payment gateway is rejecting every transaction on our shop and we're mid-launch. Customers are emailing "
       "us in droves saying they can't pay.", "billing", urgency=4),
    _w("EMERGENCY. warehouse pickers can't log in to the handhelds, 40 people idle, orders piling up",
       "technical", urgency=4),
    _w("The school's sign-in kiosks have frozen and parents are queuing in the rain at the front door. We can't "
       "register the kids arriving.", "technical", urgency=4),
    _w("Our salon's booking system has crashed. Clients are sitting in chairs and stylists can't see who is booked "
       "for what.", "technical", urgency=4),
    _w("The production line has stopped because the replacement conveyor belt you dispatched hasn't arrived. Sixty "
       "workers are waiting on the floor.", "shipping", urgency=4),
    _w("Every customer at our tills is being charged twice by your card terminal. We've had to stop taking cards and "
       "the queue is right round the shop.", "billing", urgency=4),
    _w("ticket scanners at the stadium gates are all showing red. thousands of fans outside, nobody can get in",
       "technical", urgency=4),
    _w("The pharmacy's dispensing software froze. We have people queueing for medication and can't print a single "
       "label.", "technical", urgency=4),
    _w("Our food stall is at the festival and the stock delivery went to the wrong gate. We have hungry people "
       "queuing and nothing to cook.", "shipping", urgency=4),
    _w("Help, our account was suspended for a failed payment and now the whole call centre can't take a single call. "
       "Dozens of agents sitting idle.", "billing", urgency=4),
    _w("Hotel check-in system is down. Guests are stacked up in the lobby with luggage and we can't issue room keys.",
       "technical", urgency=4),
    _w("We are a live broadcast. The streaming encoder dropped and we're off air with advertisers paying for this "
       "slot.", "technical", urgency=4),
    _w("Ferry is boarding and our freight manifest won't upload to your platform. The port won't let the lorries on "
       "without it.", "technical", urgency=4),
    _w("The bride is standing at the venue and the catering van driver has gone to the wrong town entirely. 150 "
       "guests with no food.", "shipping", urgency=4),
    _w("All our online orders are failing at the payment step, card processor says our merchant account is frozen. "
       "The shop is dead in the water.", "billing", urgency=4),
    _w("THE LOTTERY TERMINAL IN MY SHOP IS DEAD AND I HAVE A LINE OF CUSTOMERS WANTING TICKETS FOR THE JACKPOT DRAW",
       "technical", urgency=4),
    _w("Surgeons are scrubbed in and the sterile instrument kits from your courier are not at the hospital. Theatre "
       "is on hold.", "shipping", urgency=4),
    _w("Cashiers are just standing there, our POS update bricked every till in the supermarket. We've closed half the "
       "lanes.", "technical", urgency=4),
    _w("Our bakery's ovens run on your smart controller and it's locked us out. Bread dough is rising with nowhere to "
       "go and the morning rush has started.", "technical", urgency=4),
    _w("we're a taxi firm and the dispatch app has gone blank for every driver. phones ringing off the hook, no cars "
       "moving", "technical", urgency=4),
    _w("Your billing system cut off our fleet's fuel cards over an invoice we already paid. Our drivers are stranded "
       "at the pumps as we speak.", "billing", urgency=4),
    _w("The car park barrier at our office won't lift, the app shows a licence error. There's a queue of staff cars "
       "backed up onto the main road.", "technical", urgency=4),
    _w("The exhibition opens and our display stands are missing. Visitors are walking past an empty booth while we "
       "stand here with nothing to show.", "shipping", urgency=4),
    _w("Customers can't get into our gym, the door entry system rejects every membership card. There's a crowd "
       "outside and the classes are meant to be on.", "technical", urgency=4),
    _w("Hi there, circling back on my note from last Tuesday about our review-generation service. We can place 40 "
       "five-star reviews on Google and Trustpilot for your store within 10 days, all from aged accounts. Packages "
       "start at $199. Shall I send the deck?", "spam"),
    _w("Dear Sir/Madam, Your domain registration for yourcompany-support.com expires in 3 days. To avoid losing your "
       "search engine listing, complete renewal of the SEO directory entry here: renew-domainlisting.net/pay. Amount "
       "due: $289.00. This is not a bill.", "spam"),
    _w("Quick question - who handles hiring for your support team? I place bilingual customer service agents from "
       "Manila and Bogota at a fraction of local salaries. Happy to share 3 vetted CVs, no obligation.", "spam"),
    _w("CONGRATULATIONS! Your company was nominated for the 2024 Excellence in Customer Experience Award. To confirm "
       "your seat at the gala dinner in Dubai and receive the trophy, please pay the finalist registration of 1,450 "
       "EUR before the list closes.", "spam"),
    _w("hello dear,i am seo expert,your website not on google first page,i can do it in 2 week with "
       "guarantee,whatsapp me +92 300 xxxxxxx,price very cheap", "spam"),
    _w("Notice of Copyright Infringement: images displayed on your website violate the rights of our client, Lumen "
       "Photo Agency. Download the evidence file at the link below and settle within 7 days to avoid legal action. "
       "Evidence: docs-lumenphoto.share/file.zip", "spam"),
    _w("Your opinion is worth $100! You have been selected for our 2-minute satisfaction questionnaire. Answer 5 "
       "quick questions and claim your gift card: survey-rewards-center.co/claim?id=88231", "spam"),
    _w("Hi team, I run a home improvement blog with DA 54. Would you accept a guest article with one do-follow link "
       "to a client of mine? We pay $80 per placement, topic is up to you.", "spam"),
    _w("Meet Ava, the AI agent that answers 80% of your inbox while you sleep. No code, live in 15 minutes. Teams "
       "like yours cut headcount by a third. Grab a 20 min walkthrough on my calendar.", "spam"),
    _w("INVOICE INV-40917 - Annual Business Directory Listing - Amount: GBP 478.00. Payment terms: 14 days. Please "
       "remit to the bank details attached. Thank you for your continued listing with UK Trade Index.", "spam"),
    _w("DHL Express: Your shipment is held at customs. Import duties of 2.99 USD are unpaid. Pay now to release: "
       "dhl-parcel-release.info/track", "spam"),
    _w("Hey! Following up on my last three emails. I know you are busy so I will keep it short: we help online shops "
       "win back abandoned carts with SMS. Worth a chat? If not, just reply 'no' and I will stop writing.", "spam"),
    _w("Wholesale price list 2024 attached - nitrile gloves, face masks, hand sanitiser, FOB Shenzhen. MOQ 5000 "
       "boxes. Contact Mr. Leo for full catalogue. Best regards, Ningbo Sunrise Trading Co.", "spam"),
    _w("We noticed an unusual sign-in on your Microsoft 365 mailbox. Your mailbox will be deactivated. Verify your "
       "credentials here to keep receiving email: office365-mailverify.com/login", "spam"),
    _w("Dear Customer Service Manager, let's talk about your podcast presence. We will feature your CEO on 'Founders "
       "Unfiltered', reaching 200k listeners every week. Sponsorship tiers from $2,500.", "spam"),
    _w("Attention: due to an error in our records your company is listed as inactive in the National Trade Register. "
       "Update your entry by completing the attached form. A processing fee of 395 EUR per year applies.", "spam"),
    _w("gud day, we are manufacturer of led bulb and strip light in guangdong, very competitive price and CE "
       "certificate, can send sample free, pls reply with your requirement", "spam"),
    _w("Hi, Priya here from Northstar Talent. We have a senior support lead who is open to roles in your area - "
       "ex-Zendesk, 9 years experience. Our placement fee is 22% of first-year salary. Can I send over the profile?",
       "spam"),
    _w("Need more buzz on your listings? I will write 50 unique product testimonials for your Amazon pages, native "
       "English, passes every detector. $5 each. Just reply with the ASINs.", "spam"),
    _w("Claim your unclaimed business funds! Our records show $4,318 in unpaid supplier rebates owed to your company. "
       "Submit your bank details through our secure portal to receive the transfer.", "spam"),
    _w("Your trademark application is pending publication. To complete registration with the World Trademark "
       "Register, pay the publication fee of $1,890 within 10 days. Reference TM-7741.", "spam"),
    _w("Re: re: partnership - Hi again, not sure my previous message reached the right person. We are a lead "
       "generation agency offering 50 qualified B2B appointments per month, pay per meeting. Any interest?", "spam"),
    _w("💰 Bitcoin just broke $70k. Our AI trading bot made members 340% this quarter. Free to join, withdraw anytime. "
       "Your invite expires tonight 👉 t.me/alphasignalsvip", "spam"),
    _w("Good morning, we are organising the Global Retail Summit in Lisbon and your firm was shortlisted for a "
       "keynote slot. Confirmation requires a contribution of 3,200 EUR covering catering and media coverage.", "spam"),
    _w("This week in GrowthWire: 7 ecommerce hacks, the latest Shopify update explained, and seats for our spring "
       "webinar. You are receiving this because you visited our website. Unsubscribe | Manage preferences", "spam"),
    _w("Good afternoon, pallet PLT-88120 for our Leeds branch has not turned up; the consignment note shows it left "
       "your Birmingham hub. Could you confirm where it is? Kind regards, Martin Okafor | Procurement Lead | Okafor "
       "Building Supplies Ltd | 0113 496 0021 | This email and any attachments are confidential and intended solely "
       "for the addressee. If you have received it in error please notify the sender and delete it.", "shipping"),
    _w("---------- Forwarded message ----------\nFrom: Accounts Payable\nSubject: Duplicate payment\nHi Sam, can you "
       "chase them, we paid invoice 2231 twice by bank transfer.\n----------\nHi, forwarding the above. Could you "
       "send the duplicate payment back to the account it came from? Thanks, Sam", "billing", refund=True),
    _w("Hello, we run three hardware shops in County Cork and would like to stock your smart thermostats. What are "
       "your trade discounts, minimum order and credit terms for resellers? No hurry, we are planning for autumn. "
       "Best, Aoife", "sales", urgency=0),
    _w("I ordered on Sunday using code SPRING20 from your Instagram advert but the receipt shows full price, 64 "
       "pounds instead of 51.20. Can the difference be put back on my card?", "billing", refund=True),
    _w("I got an email saying my account will be suspended unless I update my payment details through a link. It has "
       "your logo but the sender address looks odd. Is it really from you?", "technical"),
    _w("We have been ordering your compostable cups for two years and our cafe group is opening 6 new sites. Would "
       "you be open to a supply partnership with fixed prices for 12 months? Happy to meet some time next month.",
       "sales", urgency=1),
    _w("Dear Sirs, I write regarding order 55102, a walnut sideboard delivered on 3 March. Upon unpacking, the left "
       "door hinge was found to be split. I would be grateful if a replacement door could be arranged; I do not seek "
       "my money back. Yours faithfully, E. Hartley (Mrs)", "shipping"),
    _w("UPDATE FROM THE TEAM AT GREENLEAF NURSERY: Hi! Long-time customer here. Our invoices since January have been "
       "addressed to our old premises on Mill Lane. Please change the billing address to Unit 4, Fenwick Park. "
       "Cheers!", "billing"),
    _w("YOUR NEWSLETTER SAID FREE SHIPPING OVER $50. I PAID $62 AND GOT CHARGED $9.95 SHIPPING ON TOP. I WANT THAT "
       "$9.95 BACK.", "billing", refund=True),
    _w("Hi support, since Tuesday's update our Zebra GK420d prints every label blank from your shipping app. We have "
       "300 orders to get out before the 4pm collection today. Regards, Dev Patel, Warehouse Manager, Northgate Pet "
       "Supplies. Sent from my iPhone", "technical", urgency=3),
    _w("Good day. We are a distributor in Nairobi, Kenya, interested in importing your solar lanterns in container "
       "quantities. Kindly share your FOB price, payment terms and whether you offer exclusivity for East Africa. We "
       "hope to place a first order some time this quarter.", "sales", urgency=1),
    _w("got a text saying my parcel from you is waiting and I have to pay 1.45 redelivery fee on a link. is that you "
       "guys? I am expecting an order and need it before my holiday on saturday", "shipping", urgency=2),
    _w("Your radio advert this morning said first month free for new members, but my card was charged 29.99 the "
       "minute I signed up. Please return it.", "billing", refund=True),
    _w("Hello, following our call with Jenna, please send a formal quote for 45 licences of the Pro plan on annual "
       "billing, onboarding included. We need it by Thursday for our budget committee. Best regards, Helga Lindqvist, "
       "IT Procurement, Vastra Regional Council. CONFIDENTIALITY NOTICE: The content of this e-mail is intended only "
       "for the named recipient and may contain privileged information.", "sales", urgency=2),
    _w("FW: FW: can't get in\n\n> Tom, the portal keeps saying 'token expired' when I try to approve the POs\n> -- "
       "Linda\n\nHi, forwarding Linda's note. Same happens to me on Chrome and Edge. Cleared cache, no change.",
       "technical"),
    _w("hey is the email abt 'ur loyalty points expire' legit?? it wants me to log in thru a link lol. need to know "
       "today before i click anything", "technical", urgency=3),
    _w("To whom it may concern, I should be most obliged if you could tell me whether you send parcels to the Isle of "
       "Man, and what the usual charge and transit time would be for something of about 3 kg. With thanks, Reginald "
       "Thorne", "shipping"),
    _w("Hi, I own Bloom & Stem florists. We already use your booking software in the shop and love it. Would you be "
       "interested in a referral arrangement where we recommend you to other florists in our network for a "
       "commission? No rush at all, just an idea for the new year.", "sales", urgency=0),
    _w("Used WELCOME15 from your email at checkout on order 30418. The order went through but the discount isn't on "
       "the invoice. Could you correct the invoice please, our accounts team needs it right.", "billing"),
    _w("🎉 Big news from our side! We've moved to a bigger warehouse! 🎉 Please update the shipping address on our "
       "account to 22 Harbour Road, Pier 3, Dun Laoghaire. Thanks a million, the crew at Salty Dog Surf", "shipping"),
    _w("Hello, I am buy from your shop the coffee machine 2 week ago, it make noise and no water come out. I try "
       "clean like in manual but same. What I do? Thank you, Dmitri", "technical"),
    _w("URGENT - all 14 tills in our Graz store show 'licence not found' since we opened at 8. Customers are queuing "
       "and we can only take cash. Please call the store manager on +43 316 555 0190 immediately.",
       "technical", urgency=4),
    _w("Please find attached remittance advice for invoice 7719. We have deducted the 5% early-payment discount "
       "agreed in our contract; your statement still shows the full amount outstanding. Kindly amend. Regards, "
       "Accounts Payable, Delacroix Logistique SAS. Ce message et toutes les pieces jointes sont confidentiels.",
       "billing"),
    _w("We received an invoice by email from accounts@yourco-billing.com for $1,240 for 'premium support renewal'. "
       "Nobody here remembers ordering this. Before we pay it, can you confirm whether it actually came from you?",
       "billing"),
    _w("Trade account application - what documents do you need? We're a registered plumbing merchant.", "sales"),
    _w("Just floating this back up in case it slipped past you - did you get a chance to look at the chatbot "
       "proposal? Happy to tweak the numbers if budget is the sticking point. Cheers, Marco", "spam"),
    _w("Amazon Seller Central: Your listing has been flagged for a policy violation. To prevent suspension, submit "
       "your appeal form within 24 hours: sellercentral-appeal-review.com", "spam"),
    _w("Hello Purchasing Dept, please see our updated price sheet for corrugated boxes, bubble wrap and stretch film, "
       "valid until end of month. Free freight on orders above 200 pallets. Kind regards, Sales Team, PackPro "
       "Istanbul", "spam"),
    _w("Dear Valued Partner, kindly find attached the payment advice for your outstanding invoice. Click to view the "
       "secured PDF document: onedrive-docshare.net/remit.html", "spam"),
    _w("Royal Mail: we attempted to deliver your item today. A small fee of 1.99 GBP is required to rebook. Rebook "
       "here: royalmail-rebook-uk.com", "spam"),
    _w("Would you like to appear in our 'Top 10 Brands to Watch' feature? Our editorial team selected your company. "
       "Featured placement is $1,200 and includes a backlink and a winner badge for your website.", "spam"),
    _w("Are you the right person to talk to about accounts payable automation? We plug into Xero and QuickBooks and "
       "save finance teams 12 hours a week. Can I steal 15 minutes on Thursday?", "spam"),
    _w("hi sir/mam, i want to buy links on your site, sports and casino niche, will pay good $$ per link, please tell "
       "price. thx", "spam"),
    _w("Earn $500 a day from home answering simple questions about your favourite shops! No experience needed. "
       "Register today: paidopinions-now.biz", "spam"),
    _w("Hey there, Sarah from Contently AI. Our tool writes your help-centre articles automatically from past "
       "conversations. I noticed your FAQ page hasn't changed in a while - want a free sample?", "spam"),
    _w("LEGAL NOTICE: A complaint has been filed against your business with the Consumer Protection Bureau (case "
       "CPB-22918). Review the complaint and respond here or face penalties: cpb-caseportal.org/view", "spam"),
    _w("Hi, we are hiring remote part-time order checkers for a famous marketplace. Pay 300-800 USD per week. Contact "
       "on WhatsApp with your CV. Job is easy.", "spam"),
    _w("Your Google Business Profile is not verified. Customers cannot find you on Maps. Our certified team will "
       "verify and optimise it for a one-time $149. Reply YES to start.", "spam"),
    _w("Hi! I have just written a 1,500-word piece called '10 Ways to Cut Returns in Online Retail' and I think it "
       "would suit your blog perfectly. I'm offering it for free - all I ask is one link in the author bio.", "spam"),
    _w("Thank you for your order! Your invoice for Norton 360 Total Protection (3-year plan) of $399.99 has been "
       "processed. If you did not authorise this purchase call our billing desk at +1 (808) 555-0174 to cancel.",
       "spam"),
    _w("Final reminder: your website's SSL seal and listing at WebDir Global will lapse. Renew now for $96/year to "
       "avoid your site being marked unsafe. Renewal form attached.", "spam"),
    _w("helo, we supply cheap followers, likes and reviews for Instagram, TikTok, Google maps. 1000 followers = 9 "
       "usd. real people no bot. contact us", "spam"),
    _w("Customer Experience Study 2024: as a thank you for 3 minutes of your time, one respondent will win a MacBook "
       "Air. Start here -> cx-insights-panel.com/s/77a", "spam"),
    _w("Hi [First Name], I hope this email finds you well! I'm reaching out because [Company] could benefit from our "
       "video production services. We have made explainer videos for 300+ brands. Shall we set up a call?", "spam"),
    _w("Your parcel could not be delivered due to an incomplete address. Please confirm your details within 48 hours "
       "or the item will be returned to sender: usps-redelivery-center.com", "spam"),
    _w("Good afternoon, regarding the exhibitor package for Packaging Innovations Asia: we still have two booths at a "
       "reduced rate of 4,900 USD. A listing in the official catalogue is also possible for 850 USD.", "spam"),
    _w("Team - sharing an exclusive opportunity: invest in our pre-IPO green hydrogen fund with guaranteed 18% annual "
       "returns. Minimum ticket 10k EUR. Prospectus on request.", "spam"),
    _w("Hi, I am a Ukrainian developer with 10 years experience. I can rebuild your website on WordPress, make it "
       "fast and modern, for only 700 USD. Portfolio: mydevfolio.site. Let me know!", "spam"),
    _w("WARNING: Your company mailbox storage is 98% full. Emails will bounce from tomorrow. Upgrade your quota for "
       "free here: mail-quota-admin.com", "spam"),
    _w("Hi, we are an online reseller in Poland (Allegro) selling your phone cases. Your latest price file shows the "
       "trade price for the MagSafe line went up 12% from the 1st, but our agreement says 60 days' notice. Could you "
       "check? Pozdrawiam, Tomasz Wisniewski, Handlowy Dom TW", "billing"),
    _w("Hi, I had an email 'Your order is delayed - confirm your address to release it' with a link to "
       "yourshop-track.com. My order 88471 hasn't arrived yet. Is that email from you, and where is my parcel? I need "
       "it by Friday for my son's birthday.", "shipping", urgency=2),
    _w("Good morning, we cancelled our Enterprise subscription on 30 April (confirmation ref CAN-5521 attached) but "
       "were charged again on 1 May, 2,400 CHF. Please return this amount to our corporate card within the week. Mit "
       "freundlichen Gruessen, Beat Zimmermann, Head of Finance, Alpenwerk AG, Bahnhofstrasse 12, 8001 Zurich. This "
       "message may contain confidential information.", "billing", refund=True, urgency=2),
    _w("Fwd: driver at gate\n\nSee below from our yard manager - your driver won't unload because the delivery note "
       "doesn't match our PO. Three trucks are backed up behind him and the cold store team are standing idle. Ring "
       "the depot now please.\n\n---\n> Driver says no paperwork no unload. -- Gary", "shipping", urgency=4),
    _w("Tried the code BLACKFRIDAY40 from your TV ad three times and the site just says 'something went wrong' and "
       "empties my basket. Sale ends tonight!!", "technical", urgency=3),
    _w("Dear Partnerships Team, as one of your larger clients (account 10442) we would like to discuss co-marketing: "
       "a joint case study and a webinar for our audiences. Could someone get in touch over the next couple of weeks? "
       "Best regards, Naomi Fischer, Marketing Director, Fischer Dental Group", "sales", urgency=1),
    _w("Dear Support, I am writing to inform you that since the last firmware update our office thermostat no longer "
       "connects to the wireless network. The display shows error E42. We have restarted the router and the unit "
       "several times. I would appreciate your guidance. Yours sincerely, Prof. A. Mensah", "technical"),
    _w("Hello from the Riverside Bakery family! 🥐 Quick one: our weekly flour order did not come this morning and we "
       "bake from 4am. We'll run out by lunch tomorrow. Can you tell us where it is asap?", "shipping", urgency=3),
    _w("Received an SMS: 'Your payment failed, update card within 12h to avoid service cut' with a short link. Is "
       "this from you? My direct debit should be fine.", "billing"),
    _w("We are a kitchenware wholesaler in Dubai. Please advise your price tiers for 500, 1000 and 5000 units of the "
       "cast iron skillet, lead time, and whether private label is possible. Regards, Farid, Al Noor Trading LLC",
       "sales"),
    _w("Your billboard on the A4 says 'broadband from 22 a month', and I'm on the same package paying 31. Why is "
       "that? I'm not after anything back, I just want the right price going forward.", "billing"),
    _w("Hi, our staff stopped receiving the two-factor codes by SMS this morning, so nobody can log into the admin "
       "portal. Could you look at this today please? -- Kind regards, Emeka Obi, Operations, Lagos Fresh Foods Ltd. "
       "Please consider the environment before printing this email.", "technical", urgency=3),
    _w("TO THE ACCOUNTS DEPARTMENT. PLEASE SEND A VAT INVOICE FOR ORDER 61207. OUR AUDITORS NEED IT BY MONDAY. THANK "
       "YOU. R. BAXTER & SONS JOINERY", "billing", urgency=2),
    _w("Hi there, we are an authorised dealer in Perth (WA) and keen to carry your e-bike range for summer. Can you "
       "send dealer terms and a margin sheet this week? Cheers, Liam", "sales", urgency=2),
    _w("FREE GIFT??? Your email says I get a free tote bag with orders over 40 euros. I ordered for 57 and there was "
       "no bag in the box. Was it forgotten?", "shipping"),
    _w("Begin forwarded message:\nFrom: Karen Liu\nSubject: hotel booking\n'Hi, the hotel charged our card and the "
       "platform charged it too, same stay.'\n\nHello, this is about booking HB-33019 - we paid twice, once to you "
       "and once to the hotel. Please reverse your charge by the end of the week.", "billing", refund=True, urgency=2),
    _w("yo is the 50% off in ur instagram story real or fake? thinking of getting 2 of the hoodies, does it work on "
       "the new colours too", "sales"),
    _w("Dear Customer Care, I am writing from Oslo regarding order 40991. The courier has asked me to pay 640 NOK in "
       "import VAT before handing it over, although your website stated that duties were included for Norway. Could "
       "you please clarify who is responsible? I would be grateful for a reply within the next few days. Sincerely, "
       "Ingrid Bakke", "shipping", urgency=2),
    _w("Our webshop checkout (built on your payment widget) has been throwing 'Gateway timeout' on every order since "
       "11:20. Black Friday traffic is peaking and we're losing sales every minute. Escalate please. Jonas | CTO | "
       "Nordlys Outdoor", "technical", urgency=4),
    _w("Good afternoon, we received a letter on your headed paper saying your bank details have changed and future "
       "payments should go to an account in Lithuania. This seems unusual. Can you confirm before our next payment "
       "run on Wednesday? Regards, Accounts, Millbrook Vets", "billing", urgency=2),
    _w("Hi! I'm Jess, I run socials for a small candle brand and we buy your soy wax flakes every month. Our last two "
       "invoices came with a 'fuel surcharge' line we never agreed to. Can someone explain? x", "billing"),
    _w("Evening - just curious, do you ever do sale-or-return for independent bookshops? Not planning anything right "
       "now, only wondering for the future.", "sales", urgency=0),
    _w("Dear team, the export-to-PDF button in the invoicing tool produces a file with our logo cut off. It's "
       "cosmetic and can wait till after your next release, just flagging it. Best, Rui", "technical", urgency=1),
    _w("To the Sales Department: as part of our tender process, we invite you to submit pricing for the supply of "
       "2,000 ergonomic office chairs to the Ministry of Education. Submissions close this Friday at 15:00. Please "
       "acknowledge receipt.", "sales", urgency=2),
    _w("Hello, could you let us know which courier you use for Switzerland and whether you prepare the customs "
       "paperwork? We're considering moving our orders to you. Thanks, Chiara. DISCLAIMER: This email is intended for "
       "the addressee only.", "shipping"),
    _w("Hi, Tom from ScaleOps again. I'll assume the timing wasn't right. Before I close your file - should I reach "
       "out next quarter instead, or is someone else on your team in charge of automation?", "spam"),
    _w("Dear Business Owner, we tried to reach you about your business directory listing. Your free trial is ending "
       "and you will be billed $1,140 annually unless you cancel by phone.", "spam"),
    _w("Attn: Webmaster. We represent a group of stock photographers. An image on your product page (IMG_2231) is "
       "used without a licence. Pay the settlement of $875 or we will file a DMCA takedown with your host.", "spam"),
    _w("FedEx: Your package 7731 0092 is on hold. Customs clearance fee outstanding: 1.75 EUR. Complete payment: "
       "fedex-clearance-eu.com", "spam"),
    _w("We are reaching out because your store was selected for a short paid study about online retail. Complete our "
       "questionnaire and receive a $50 PayPal reward instantly. Only 100 places left.", "spam"),
    _w("Hello, I'm a recruiter with Apex Search. We're building a shortlist for a Head of Customer Operations at a "
       "fast-growing fintech, base 140-160k. Would you or anyone on your team be open to a confidential chat?", "spam"),
    _w("Need Trustpilot stars? Verified buyer reviews from real UK/US profiles. We remove negative ones too. Telegram "
       "@reviewboost", "spam"),
    _w("ChatGPT for your business: our white-label AI assistant talks to your shoppers in 40 languages. Launch price "
       "$49/month, first 50 companies only. Start your trial today.", "spam"),
    _w("Your .com domain is eligible for Asian domain protection. A company named Huasheng Ltd has applied to "
       "register yourbrand.cn and yourbrand.asia. Please confirm whether you authorise this; our audit period is 7 "
       "working days.", "spam"),
    _w("Fwd: Invoice 2024-0871 overdue\n\nPlease see the attached invoice for consulting services delivered in Q3. "
       "Kindly settle to the account below to avoid late fees. Regards, Accounts, BrightPath Consulting", "spam"),
    _w("Dear Author, we are pleased to invite you to publish your research in the International Journal of Business "
       "and Management Sciences. Article processing charge only 150 USD, publication in 5 days.", "spam"),
    _w("Special for You: Keto Burn Ultra melts 10kg in 2 weeks with no diet! Doctors hate it. Order 3 bottles and get "
       "2 FREE today only", "spam"),
    _w("i have seen ur site has many errors, bad mobile speed and no backlinks, i can fix all for 99$. reply for full "
       "audit report free. regards Rahul", "spam"),
    _w("Dear Partner, please update your supplier records: our company has changed bank. All future payments must go "
       "to our new IBAN in Hong Kong. Apologies for the inconvenience. Finance Dept", "spam"),
    _w("Hi, I'm putting together a roundup of 'Best Customer Support Tools 2024' and would love to include you. "
       "There's a small editorial fee of $300 for inclusion with a dofollow link.", "spam"),
    _w("You've got (3) pending messages from your Shopify store admin. Log in to view them: "
       "shopify-admin-secure-login.co", "spam"),
    _w("Hello, I'm Ana from VirtualPro Staffing. Our virtual assistants handle email, data entry and order processing "
       "for $6/hour. Free 1-week trial for new clients!", "spam"),
    _w("Greetings, we the undersigned are pleased to offer 20,000 MT of sugar ICUMSA 45, CIF any port, with SGS "
       "inspection. Kindly send LOI with your bank details.", "spam"),
    _w("Hi, your company qualifies for the Small Business Energy Rebate. Claim up to 3,500 pounds back on your "
       "electricity bills. Just confirm your account number and sort code so we can process it.", "spam"),
    _w("Attention: your PayPal account has received a payment of $2,300 but it is on hold. To release the funds, "
       "confirm the tracking number through the link below.", "spam"),
    _w("Invitation: Women in Ecommerce Awards 2024 - your founder has been nominated! Entry fee 495 GBP + VAT, "
       "includes two gala tickets. Deadline approaching.", "spam"),
    _w("hey 👋 saw your store on tiktok. I'm a UGC creator, I make authentic videos for brands. 3 videos for $250. "
       "check my reel and lmk!", "spam"),
    _w("Your Apple ID was used to sign in on a new iPhone in Moscow. If this wasn't you, secure your account "
       "immediately at appleid-verify-support.info", "spam"),
    _w("Dear sir, we produce custom printed mailer boxes, tissue paper and stickers. Price from 0.18 USD/pc. Attached "
       "our catalog and price list. Waiting your inquiry. Best Wishes, Cindy, Dongguan Yuxin Packaging", "spam"),
    _w("Reminder: your entry in the EU VAT Register is due for renewal. Failure to register may result in penalties. "
       "Complete the form at eu-vat-register.org. Annual fee 677 EUR.", "spam"),
    _w("Someone rang me claiming to be from your support team and asked me to install AnyDesk so they could 'fix my "
       "router'. Was that really you? I hung up on him.", "technical"),
    _w("---- Original Message ----\nFrom: procurement@hollandcatering.nl\n'Please request a quote for 20 commercial "
       "blenders incl. 3-year warranty.'\n\nHi, see the request from our procurement team above. Can you send pricing "
       "and lead time? Groet, Pieter", "sales"),
    _w("Dear Sir, as your reseller in Malaysia we were invoiced in USD this quarter instead of MYR as set out in our "
       "distribution agreement. The exchange difference is significant. Please reissue the invoices in MYR. Best "
       "regards, Lim Wei Jie, Director, WJ Tech Distribution Sdn Bhd", "billing"),
    _w("Hi, we sent back 40 faulty power banks (RMA 9913), which your warehouse signed for on the 2nd. We still "
       "haven't seen the credit. Please credit our account today so we can close month-end. Thanks, Sophie Grant | "
       "Category Buyer | Voltline Retail | M: 07700 900 412", "billing", refund=True, urgency=3),
    _w("Saw your ad on the tube - 'Team plan, first 3 months half price'. Does that apply if we're moving from a "
       "competitor, and is it off the monthly or the annual price? We're 12 people.", "sales"),
    _w("Dear Sir or Madam, I would be grateful for your assistance with my online account. Since changing my mobile "
       "number I cannot receive the verification codes, and therefore cannot sign in to view my statements. I have a "
       "meeting with my accountant on Thursday and would appreciate this being resolved before then. Yours "
       "faithfully, Harold Jenkins", "technical", urgency=2),
    _w("📦 Another great season with you guys! 📦 One thing though - the last shipment to our Reno store came without "
       "the hang tags on the jackets. Can you send the tags separately?", "shipping"),
    _w("FW: order 7781\nHi, passing this on from my mum who doesn't do email: the electric blanket she ordered "
       "stopped warming after two nights. She'd like her money back, no hurry at all, whenever you get round to it.",
       "billing", refund=True, urgency=0),
    _w("We're a wholesale buyer in Santiago, Chile. Do you ship by sea freight to San Antonio port, and what would "
       "carriage cost under DAP terms for two pallets?", "shipping"),
    _w("A 'courier' just phoned saying he's outside with my fridge but I must pay 20 pounds cash for the lift. I did "
       "order a fridge from you for today - is this your driver?? He's waiting downstairs right now",
       "shipping", urgency=3),
    _w("Dear Accounts Team, please note our company will change its registered name from Hendricks Media Ltd to "
       "Hendricks Studio Ltd next quarter. Kindly update future invoices accordingly; no rush on this. Kind regards, "
       "Paula Hendricks", "billing", urgency=0),
    _w("Hi, we're a software house that already uses your API for three clients. We'd like to become an official "
       "integration partner and be listed in your marketplace. Who should we talk to?", "sales"),
    _w("ur email said my account was upgraded to premium for free but now the app wont open at all, just white "
       "screen. i have an exam tmrw morning and all my notes are in there", "technical", urgency=3),
    _w("Dear colleagues, the consignment for our Antwerp DC lists 12 cartons, but only 11 were received (POD "
       "attached). Could you investigate when you have a moment; our stock is fine for now. With kind regards, Wouter "
       "Peeters, Inbound Coordinator. The information in this e-mail is confidential and may be legally privileged.",
       "shipping", urgency=1),
    _w("Hi, I signed up through your podcast sponsor link with code HONEST10, which promised 10% off for a year. My "
       "first three months were at full price. I'd like the overcharged amount credited back to my card.",
       "billing", refund=True),
    _w("Good morning, I am from Brazil and buy from your site. My bank show charge in dollar and also extra IOF tax, "
       "but your page show price in reais. Why is different? Obrigado", "billing"),
    _w("Hi, big event order: we're a party hire company in Auckland and need 300 LED uplighters for a wedding expo. "
       "Can you confirm stock and a trade price today? We have to confirm with the client by 5pm.", "sales", urgency=3),
    _w("Dear valued supplier, as part of our annual supplier review we noticed that invoices 5521 to 5530 do not show "
       "your VAT number, which our auditors require. Please reissue them with the VAT number included. Thank you for "
       "your partnership. Procurement Team, Marlow Hospitals NHS Trust", "billing"),
    _w("Dispatch is at a standstill: your routing software logged all 22 of our drivers out at 6am and none of them "
       "can get back in. Vans loaded and sitting in the yard. Need someone on the phone NOW. - Mo Rahman, Fleet "
       "Manager, SwiftCity Couriers", "technical", urgency=4),
    _w("Hello, I was sent a 'customer survey' from you promising a free smartwatch if I complete it. It asks me to "
       "log in with my account password to start. Is this genuine? I did order from you last month.", "technical"),
    _w("Dear team, your letter dated 2 May announced a 15% increase on our cleaning contract. Under clause 8, "
       "increases are capped at inflation. Please explain the calculation before our board meets this Thursday. "
       "Regards, Facilities, St Aidan's School", "billing", urgency=2),
    _w("We saw your demo at the Hannover fair. Could we get a trial licence for our engineering team of 8 to evaluate "
       "the CAD plugin?", "sales"),
    _w("hi, i buy this from you www.yourstore.com/product/8821 the blender, the lid is broke when box arrive, please "
       "send new lid, pictures here imgur.com/a/x7Kq", "shipping"),
    _w("Forwarding the thread below.\n> IT: the SSO integration with your tool fails for users in the Sales OU, error "
       "AADSTS50105.\n> Mgmt: we need this sorted before the quarterly kickoff on Friday.\nCan your team help?",
       "technical", urgency=2),
    _w("Hope you had a great weekend! I sent over a proposal for managed IT support a few weeks ago and haven't heard "
       "back. Totally understand if priorities have shifted - would a shorter 3-month pilot be easier to get "
       "approved?", "spam"),
    _w("We came across your LinkedIn profile and would like to offer you a Remote Customer Relations Manager position "
       "at $45/hour. To proceed, please purchase the onboarding equipment kit ($320) from our approved vendor; it "
       "will be reimbursed with your first paycheck.", "spam"),
    _w("Dear Merchant, Visa and Mastercard require your business to complete the annual PCI compliance questionnaire. "
       "A non-compliance fee of $89/month will be added. Complete now: pci-merchant-compliance.net", "spam"),
    _w("UPS: We could not deliver your parcel because duties of 3.40 GBP were not paid. Your parcel will be destroyed "
       "after 5 days. ups-duty-payment.uk", "spam"),
    _w("Hi friend, I am selling 5-star Google reviews package: 10 reviews $60, 50 reviews $250, with local guide "
       "accounts and photos. Safe and no drop. Pay by USDT.", "spam"),
    _w("Automate your order fulfilment with RoboPick! Our AI-driven picking arms reduce warehouse errors by 99.7%. "
       "Watch the 2-minute video and get a free ROI calculation.", "spam"),
    _w("Your website was named in a DMCA complaint, case ID 55-A819. Please review the complaint file and contact us "
       "to avoid deindexing by Google: dmca-notice-center.com/case/55-A819", "spam"),
    _w("This is your last chance to renew your company entry in the Business Directory of Europe. Don't lose your "
       "visibility! Sign and return the form. Price: 995 EUR per year for 3 years.", "spam"),
    _w("Hello Dear, I want to order 500 pieces of your product. Please send me proforma invoice. My payment will be "
       "by wire transfer and my shipping agent will collect. Kindly send price with bank information.", "spam"),
    _w("hi, do you accept sponsored posts? we have client in crypto casino niche, paying 150$ for article with 2 "
       "links, permanent, no sponsored tag please", "spam"),
    _w("Congratulations! You are our 1,000,000th visitor. Spin the wheel to claim your iPhone 15 Pro. Only a small "
       "delivery fee of 2.95 GBP.", "spam"),
    _w("Hey, we build custom GPT chatbots trained on your product catalogue. Our clients see 35% more conversions. I "
       "recorded a 60-second Loom showing what yours could look like - want the link?", "spam"),
    _w("Microsoft Teams: You have a new voicemail from Accounts Department (0:42). Listen to voicemail: "
       "teams-voicemail-portal.com", "spam"),
    _w("Dear CEO, you are invited to exhibit at the International Franchise Expo Singapore. Limited booths, book now "
       "with a 50% deposit to secure your spot.", "spam"),
    _w("Supplier offer: wooden pallets, EUR/EPAL certified, new and used, price list attached, lorry within 48h "
       "across Benelux. Mit freundlichen Gruessen, Holzpal GmbH", "spam"),
    _w("We are pleased to inform you that your business has been awarded 'Best Local Service 2024' by Top Rated Local "
       "Awards. Order your framed certificate and window sticker for only $129.", "spam"),
    _w("You have a document waiting for your signature: 'Contract_Amendment_Final.pdf'. Review document: "
       "docusign-review-sign.net", "spam"),
    _w("Hey 👋 quick poll from the Retail Growth Institute: how much do you spend on helpdesk software each year? "
       "Answer 4 questions and get our 2024 benchmark report plus a $25 Starbucks card.", "spam"),
    _w("Hi, I noticed your help center links to an article that no longer exists (broken link on /shipping-faq). I "
       "have a similar updated guide - would you consider replacing the dead link with mine?", "spam"),
    _w("URGENT BUSINESS PROPOSAL: I am Mr. Chen, procurement officer in a state-owned company. We need an agent to "
       "receive payment of 2.4 million USD for a contract, you get 30%. Reply for details.", "spam"),
    _w("Our records show you overpaid your business tax in 2022. You are entitled to a refund of 612.40 GBP. To "
       "receive your tax refund, submit your card details here: hmrc-refund-claims.com", "spam"),
    _w("Greetings from Vietnam! We are garment factory with 15 years experience, produce for EU brands. Low MOQ 100 "
       "pcs per style, fast sample 7 days. Please see our catalogue link.", "spam"),
    _w("hello sir, i am working from india, can i do ur data entry work? i will do 1000 entries per day for just 10 "
       "dollars. please reply me kindly", "spam"),
    _w("Your Netflix membership is on hold because we were unable to validate your billing information. Update your "
       "details within 24 hours: netflix-account-billing-update.com", "spam"),
    _w("Re: Your website\n\nHi, I messaged you last week about redesigning your site but never heard back. Let me "
       "know if you're still interested, my 30% discount is valid until Friday.", "spam"),
    _w("Dear Sir/Madam, RE: Account 44-1930, subscription overcharge. I write to formally request reimbursement of "
       "three months' fees (89.97 GBP) taken after I cancelled in writing on 4 January. I expect this to be settled "
       "within 7 days, failing which I will contact the Financial Ombudsman. Yours faithfully, Dr. Caroline Ashworth",
       "billing", refund=True, urgency=2),
    _w("Hello, we're one of your Benelux resellers. Could you tell us whether the 2% prompt-payment discount still "
       "applies if we pay by SEPA within 10 days? The last invoice doesn't mention it. Met vriendelijke groet, Sanne "
       "de Vries", "billing"),
    _w("Your TV ad says 'next-day delivery on everything'. I ordered a sofa on Monday and the site now says 4-6 "
       "weeks. Which is it? I'm moving in on Saturday and need it there before then.", "shipping", urgency=2),
    _w("Good afternoon, our hotel chain (18 properties) has used your guest Wi-Fi system since 2021. We are preparing "
       "a renewal tender and would like to explore a multi-year partnership with volume pricing. Could we schedule a "
       "meeting in the coming weeks? Kind regards, Marisol Ortega, Director of IT, Grupo Solmar Hoteles",
       "sales", urgency=1),
    _w("I NEVER SIGNED UP FOR YOUR 'VIP CLUB'. IT WAS SOME POP-UP AFTER CHECKOUT. 14.99 A MONTH FOR FOUR MONTHS. GIVE "
       "IT ALL BACK.", "billing", refund=True),
    _w("Hello, we can't print shipping labels from your dashboard - the PDF comes out blank on all three "
       "workstations. We have a DPD collection at 2pm today. Regards, Hannah Kowalczyk, E-commerce Coordinator, "
       "Baltic Amber Crafts, ul. Dluga 14, Gdansk", "technical", urgency=3),
    _w("Hi, no rush on this at all - we're a wholesaler of garden products in Kent and wondered whether you'd "
       "consider supplying us with the raised planters under a distribution deal. Happy to talk whenever suits.",
       "sales", urgency=0),
    _w("Monthly update from Pinewood Property Management 🏡 - Hi, quick admin item: please split our invoice so each "
       "of the four buildings gets its own, with the building name on it. Thanks!", "billing"),
    _w("Dear Customer Service, our order PO-77120 was due at our clinic on 12 June. The tracking page has said "
       "'exception - address query' for four days, yet the address is correct. Please get it to us this week; we are "
       "running short of gloves. Regards, Practice Manager, Elm Street Dental", "shipping", urgency=2),
    _w("We just got an email 'from your finance team' asking us to pay invoice 8831 into a new bank account today. "
       "Our usual contact is Rachel. Is this legit? Our payment run closes at 3pm.", "billing", urgency=3),
    _w("----- Forwarded -----\nFrom: Dad\n'They charged me twice for the lamp'\n\nHi, my father was billed twice for "
       "one lamp, order 20215. He'd like the second charge paid back. Next week is fine, he's away until then.",
       "billing", refund=True, urgency=1),
    _w("The promo code from your email isn't the problem - your checkout page won't load at all on iPhone, it just "
       "spins. Tried Safari and Chrome. I want to order before the flash sale ends at 6 tonight.",
       "technical", urgency=3),
    _w("Dear Madam/Sir, we are Kaya Medikal, a licensed distributor of medical consumables in Izmir. We would like to "
       "request your distributor price list, certifications (CE, ISO 13485) and the conditions for becoming your "
       "authorised partner in Turkey. Best regards, Murat Kaya, General Manager", "sales"),
    _w("Hallo, how I can add second user to my account? My wife wants also to log in from her phone but I not find "
       "the option. Danke, Juergen", "technical"),
    _w("Our shop on Queen Street opens in 30 minutes and the display fridges you brought yesterday came without power "
       "cables. We can't stock anything and customers are already at the door. Please send someone "
       "immediately.\n--\nAnna Bergstrom\nStore Manager | FreshBox Stockholm\nTel +46 8 555 01 23\nThis e-mail may "
       "contain confidential information. If you are not the intended recipient, please delete it.",
       "shipping", urgency=4),
    _w("Hi! 🌸 We're Petal & Pour, a tea room in Harrogate. We love your loose leaf range and want to switch our whole "
       "menu to it. Could you send your catering price list and any discounts for a 2-year commitment?", "sales"),
    _w("Order 73002 - I entered FREESHIP from your text message, it was accepted, yet I was charged 4.95 postage. "
       "Please correct the invoice this week, I need it for an expenses claim.", "billing", urgency=2),
    _w("Dear Support Team, further to my earlier correspondence, I regret to inform you that synchronisation between "
       "your calendar app and our Outlook server continues to fail, duplicating every appointment. I trust you will "
       "look into the matter. Respectfully, Col. (ret.) D. Whitfield", "technical"),
    _w("I've had an email saying my order from you is stuck at Australian customs and I need to pay AU$38 to a "
       "'clearance agent'. Order 66124. Is that real or a scam? I don't want to pay if it's fake.", "shipping"),
    _w("Hi team, as agreed with your regional manager, the 50 units of model TX-4 we sent back under the stock "
       "rotation agreement should be reimbursed at the invoiced price. Please process this by Friday. Regards, Gareth "
       "Evans, Evans Electrical Wholesale, Swansea", "billing", refund=True, urgency=2),
    _w("Fwd: Re: quote\n\n> Can we get 15% off if we commit to 200 seats?\n> -- CFO\n\nHi, our CFO is asking the "
       "above. We'd like an answer before our budget meeting on Wednesday.", "sales", urgency=2),
    _w("Trade price for 10 cases? Cafe owner.", "sales"),
    _w("Hello, I want to reset the password on my business account but the reset email never arrives; I checked spam "
       "too. Best regards, Yusuf Demir. Sent from Outlook for Android. NOTICE: This email is confidential and may "
       "contain urgent information intended for the recipient only.", "technical"),
    _w("Hi again! Not sure you saw my note below. We're offering a free 14-day pilot of our returns-management "
       "platform for brands doing 1k+ orders a month. Shall I pencil you in for a kickoff call?\n\n> On Mon, Jake "
       "Miller wrote: ...", "spam"),
    _w("Dear Sir, we are head-hunting firm in Singapore, searching for Country Manager candidates. Kindly forward "
       "this opportunity to your staff. Registration fee for candidates only 50 USD.", "spam"),
    _w("Your mailbox password expires today. Click KEEP SAME PASSWORD to continue using your current password: "
       "owa-password-keep.com", "spam"),
    _w("Get paid for your honest opinion! Rate your last 5 online purchases and earn up to $75 per review. Sign up: "
       "reviewcash-club.net", "spam"),
    _w("Attention domain owner: the search engine submission for yourstore.co.uk is about to expire. Failure to "
       "complete renewal may result in loss of online visibility. This is not an invoice, it is a solicitation. $75.",
       "spam"),
    _w("Hello, we are a startup building AI voice agents for call centres. Replace your phone team with 24/7 "
       "human-sounding agents at $0.09/min. Interested in a pilot?", "spam"),
    _w("Greetings! This is Hermes Logistics. A parcel addressed to your company has arrived at our depot with an "
       "incorrect postcode. Please call 0843 555 0199 (premium rate) to arrange redelivery.", "spam"),
    _w("Dear friend, we are hosting the World Leaders in Innovation Forum in Zurich, and your company has been "
       "selected for 'Innovator of the Year'. Attendance package: 2,750 CHF including award and photo session.",
       "spam"),
    _w("Hi team, love your content! I'm a freelance writer and can contribute free articles on logistics and customer "
       "service in exchange for a link back to my clients. Let me know which topics you need.", "spam"),
    _w("CEASE AND DESIST: Your use of the term 'EcoPack' infringes registered trademark no. 2208817. Settle by paying "
       "a 2,000 EUR licence fee to the account below or proceedings will be initiated.", "spam"),
    _w("IMPORTANT: Your invoice from Geek Squad for annual device protection ($349.99) has been charged. To dispute, "
       "call us within 24 hours.", "spam"),
    _w("b2b leads list 2024: 1.2 million verified email contacts of retailers in USA, UK, Canada. Only $299 for whole "
       "database. Sample free.", "spam"),
    _w("Hello Purchasing Manager, attached is our new price list for thermal receipt rolls and shipping labels, 30% "
       "below market. Minimum order one pallet. Best, LabelPro Supplies", "spam"),
    _w("🔥 Hot singles in your area want to meet you tonight! Click to see who's online", "spam"),
    _w("Your WeTransfer files are about to expire: 'Q3_Invoices_Final.zip' (3 files, 24 MB). Download now: "
       "wetransfer-files-secure.com", "spam"),
    _w("Dear Sir, Im Abdul from Pakistan, we can make mobile app for you like Uber, Amazon, Zomato clone in 2 weeks "
       "only at low cost. plz reply for demo.", "spam"),
    _w("Boost your Amazon ranking with our verified purchase program - we buy your product, leave a 5-star review, "
       "and you reimburse the cost plus $10 commission.", "spam"),
    _w("Dear Colleague, your name appears on the speakers list of the International Conference on Logistics and "
       "Supply Chain (ICLSC 2024) in Barcelona. Please confirm your participation by paying the registration fee of "
       "590 EUR.", "spam"),
    _w("Your package delivery failed. You have 1 (one) parcel waiting. Reply 1 to confirm redelivery or click the "
       "link: pkg-notify.me/r/8x2", "spam"),
    _w("Hey! Quick follow-up: we help stores like yours fight chargebacks automatically, and only take 20% of what we "
       "win back. Any chance you're the right person?", "spam"),
    _w("We are Chinese factory producing Bluetooth earphones, OEM/ODM, 10000 pcs per day. Private logo free. Send "
       "your email for price list. Whatsapp +86 138 0000 0000", "spam"),
    _w("Annual renewal notice - Register of Companies Compliance Service. Your firm must file its confirmation "
       "statement. Our fee to file on your behalf is 249 GBP. Return the enclosed form to avoid being struck off.",
       "spam"),
    _w("hi,, dear manager,, we see your company very good,, we want send you special offer for LED screen "
       "advertising,, check link bit.ly/3xLed,, thank you", "spam"),
    _w("Your Coinbase wallet has received 0.42 BTC. To withdraw, verify your identity and pay the network fee of "
       "0.005 BTC.", "spam"),
    _w("The Support Leader Weekly - Issue 112: why NPS is dead, 5 macros every agent needs, and a free template pack. "
       "Forward to a colleague! You are subscribed as support@yourcompany.com", "spam"),
    _w("Hi there, we're expanding our dental lab and would like pricing for 3 milling units plus the service "
       "contract. Could you have a rep call me by Wednesday? Best regards, Dr. Priya Raman, BDS | Raman Dental Lab | "
       "14 Church Lane, Leicester | Registered in England No. 0923341 | This message is intended for the addressee "
       "only.", "sales", urgency=2),
    _w("Fwd: receipt request\n> Hi Joanne, can you get a receipt from the supplier for the May card payment? Finance "
       "needs it.\n\nHello, could you email a proper receipt for our card payment of 312.60 on 14 May? The "
       "confirmation email doesn't show your company details. Thanks, Joanne", "billing"),
    _w("Your leaflet promised 'price match guaranteed'. I paid 249 for the mixer and it's 199 at Argos today. I'd "
       "like the 50 difference back today while the Argos price still stands.", "billing", refund=True, urgency=3),
    _w("Hi, I got a mail offering 40% off an upgrade to your Business plan if I reply with my card number. Is this a "
       "real offer from you? No hurry, just curious.", "sales", urgency=0),
    _w("Hello, as one of your registered resellers in Ireland, can you confirm whether you can drop-ship directly to "
       "our customers, and whether the packaging would be unbranded?", "shipping"),
    _w("We've been a customer since your beta. Our non-profit runs coding clubs for 3,000 kids and we'd love to "
       "partner on a sponsorship or a discounted education licence. Who should I talk to?", "sales"),
    _w("OUR WEBSITE HAS BEEN DOWN SINCE YOUR 'SCHEDULED MAINTENANCE' EMAIL. IT SAID 2 HOURS. IT'S BEEN 9. FIX IT "
       "TODAY.", "technical", urgency=3),
    _w("Dear Madam, I was sent the wrong size of curtains (order 40277: I ordered 168 x 229 cm but received 117 x 137 "
       "cm). I would like the correct size sent out and will return the others with the label provided. Kind regards, "
       "Margaret O'Leary", "shipping"),
    _w("✨ Hello from Studio Lumen! ✨ Just a gentle note: our annual plan tried to renew on an old card that has "
       "since been cancelled, so the payment failed. Could you switch it to the card ending 4417? No great rush, "
       "sometime next week works.", "billing", urgency=1),
    _w("Good morning, we are restaurant in Milano, your truck with the coffee beans must arrive today before 11 but "
       "the driver not answer. Please tell us where is it, we have event at noon.", "shipping", urgency=3),
    _w("ordered 2 phone cases got 1. paid for 2. pls send the money for the other one back thx",
       "billing", refund=True),
    _w("FW: Pricing for next year\n\nHi team, please see below from our MD. We're reviewing suppliers for next year "
       "and would like your 2025 volume pricing for the thermal printers. Sometime this month would be fine.\n\n> "
       "Let's get new quotes from all three vendors. -- Richard", "sales", urgency=1),
    _w("Hi, users in our Madrid office get 'certificate not trusted' when they open your portal; Barcelona is fine. "
       "Same browser versions. Rgds, Javier Molina, IT Support, Grupo Iberica Seguros. AVISO LEGAL: Este mensaje y "
       "sus archivos adjuntos son confidenciales.", "technical"),
    _w("I got a message from 'your security team' - URGENT: your account has been compromised, call this number "
       "immediately. Is this actually you? I haven't called them.", "technical"),
    _w("Dear Sirs, I note from my statement that I have been charged an annual fee of 45 pounds which was not "
       "mentioned when I opened the account. I should be grateful for an explanation. Yours faithfully, J. P. "
       "Montgomery", "billing"),
    _w("Hi, we need a quote for 1,200 school backpacks today - our tender to the district closes at midnight and I "
       "need your unit price and lead time to submit. Thanks, Grace, Bright Start Supplies, Accra", "sales", urgency=3),
    _w("Long-time client here (Mendes Architecture). Whenever you have a spare moment, we'd be glad to discuss "
       "becoming a reference customer or speaking at one of your events. Absolutely no rush.", "sales", urgency=0),
    _w("The referral link my friend sent me (from your 'give 10, get 10' campaign) just takes me to a 404 page.",
       "technical"),
    _w("EMERGENCY - our pharmacy dispensing terminals running your software all show 'database locked'. Patients are "
       "waiting for prescriptions at the counter. Call 0161 555 0144 now.", "technical", urgency=4),
    _w("Dear Sir/Madam,\n\nWe are a group of five veterinary practices in Cornwall. Please forward your brochure, "
       "price list and details of any group purchasing scheme.\n\nRegards,\nOffice Manager", "sales"),
    _w("Hi, we're a Shopify reseller of your skincare range. Our last three restock orders took 9 days instead of 3. "
       "Can you tell us what's going on with the courier? We need the next one by Thursday.", "shipping", urgency=2),
    _w("Hi, our accounts team received a PDF invoice 'from you' for $4,800 of 'cloud storage overage'. We're on a "
       "fixed plan. Is this genuine, and if so, why?", "billing"),
    _w("Hello, following our conversation, please reimburse the deposit of 1,500 EUR for the cancelled trade-show "
       "stand order (ref EX-2291) within the next few days. Best regards, Clara Vogt | Event Manager | Vogt Messebau "
       "GmbH | Follow us on LinkedIn! | Think before you print 🌱", "billing", refund=True, urgency=2),
    _w("dear support, my tablet from your company not charging since i use other cable. now with original cable also "
       "not charging, light is not on. what is problem? regards Nguyen", "technical"),
    _w("The yoga mat arrived with a tear right down the middle. I'd like the 42 euros put back on my Visa please.",
       "billing", refund=True),
    _w("cancelled the meditation app in march, you kept taking 9.99 for april and may. want both months returned to "
       "my account", "billing", refund=True),
    _w("Hi, my printer ink cartridges never turned up and the page says they went to a parcel locker I never chose. "
       "Can I be reimbursed? I need that money back before rent is due on Friday.", "billing", refund=True, urgency=2),
    _w("pls reverse yesterday's charge, I tapped buy twice by mistake", "billing", refund=True),
    _w("I paid for the top photo-editing tier for a whole year and the filters haven't worked once since the update. "
       "Honestly I just want what I paid returned, I'll take my business elsewhere.", "billing", refund=True),
    _w("Good afternoon. Our firm was invoiced for 14 seats although only 9 were ever activated. We request that the "
       "five unused seats be credited back to the corporate card. No immediate rush, the next billing cycle is fine.",
       "billing", refund=True, urgency=1),
    _w("MONEY BACK NOW. Your driver lobbed my box of wine glasses over the fence, every single one smashed.",
       "billing", refund=True, urgency=3),
    _w("The concert livestream froze for the entire second half. 25 dollars for half a show. Compensate me.",
       "billing", refund=True),
    _w("hello i am from Portugal, i buy the headphones two time because site error, please give me back one payment, "
       "thank you", "billing", refund=True),
    _w("Could you undo the upgrade fee? My son pressed it on the tablet without asking me. Whenever you get a chance "
       "is fine.", "billing", refund=True, urgency=0),
    _w("I sent the boots back three weeks ago, your warehouse signed for them, and still nothing has come back to my "
       "card. I want it sorted today.", "billing", refund=True, urgency=3),
    _w("Ordered a size M jacket, got a kids' size. Don't want a swap, just return my money.", "billing", refund=True),
    _w("the hotel add-on was charged but the hotel says you never passed on my reservation, so i had to pay them at "
       "check-in as well. basically paid twice. need the first one reimbursed", "billing", refund=True),
    _w("Hi team, I was charged the full annual price instead of the monthly one I picked. Can you settle the "
       "difference and send the rest back to my Mastercard by the end of the week?", "billing", refund=True, urgency=2),
    _w("Trial was meant to be free. You took 59 quid. Want it back.", "billing", refund=True),
    _w("We run a small bakery in Leeds and bought your card reader bundle. It died after two days and right now we're "
       "turning customers away at the till because nobody can pay by card. We've already bought another reader "
       "elsewhere, so please just return the 129 pounds to us.", "billing", refund=True, urgency=4),
    _w("Can the store credit on my account be turned into cash back on my card instead? It expires soon and I'll "
       "never use it.", "billing", refund=True),
    _w("I paid extra for express, it took 9 days like ordinary post. I'd like the 12.50 express surcharge given back.",
       "billing", refund=True),
    _w("What is this 4.99 charge labelled SVC-MNT on my statement? I don't recognise it.", "billing"),
    _w("I cancelled on the 2nd and you still renewed me on the 5th. Why? I have the confirmation email right here.",
       "billing"),
    _w("Please change the company name on invoice INV-20931 to Halvorsen Marine AS. Our accountant needs it corrected "
       "before month-end closing on Thursday.", "billing", urgency=2),
    _w("my bill says 3 users but it's only me", "billing"),
    _w("Could you send a VAT invoice for my March order? It's for my tax return, no hurry at all.",
       "billing", urgency=0),
    _w("Got an email saying 18.40 was refunded last week. Just checking how long it normally takes to appear on a "
       "debit card?", "billing"),
    _w("why did my monthly go from 12 to 15 without anyone telling me", "billing"),
    _w("The code SPRING20 was accepted at checkout but the amount taken ignores it completely. Was the discount moved "
       "to my next bill or did it just not apply?", "billing"),
    _w("Hello, I'd like to pay by bank transfer instead of PayPal from next month. Is that possible on a personal "
       "account?", "billing"),
    _w("Need a receipt for the taxi voucher I bought on 14 Feb. Expense report is due tomorrow morning.",
       "billing", urgency=3),
    _w("The invoice shows tax at 20% but we're a registered charity in Scotland, surely that should be zero-rated? "
       "Please reissue it.", "billing"),
    _w("Payment failed AGAIN?? card works everywhere else", "billing"),
    _w("Bonjour, sorry my English. I see two lines on the bank for same month subscription. One is temporary hold or "
       "real charge? Please explain me.", "billing"),
    _w("Can my next invoice be split across two cards? Half on my personal Visa, half on the business Amex.",
       "billing"),
    _w("hey i think u billed me in dollars not pounds, my bank stung me with a conversion fee. can u charge me in GBP "
       "from now on", "billing"),
    _w("Please add our PO number 4471-B to all future invoices, finance keeps bouncing them back to me. It can wait "
       "until the next cycle.", "billing", urgency=1),
    _w("Got the money for the broken kettle, thanks. But my statement still shows the original charge as pending, is "
       "that normal?", "billing"),
    _w("I'm still being billed for the family plan even though I downgraded to single in January. Please put the "
       "right plan on my account before the next charge goes out this Saturday.", "billing", urgency=2),
    _w("Who authorised a late fee? I paid on the due date.", "billing"),
    _w("How much would 40 licences come to if we paid yearly instead of monthly?", "sales"),
    _w("Do you do instalments on the espresso machine? Spreading it over 3 or 6 months would suit me.", "sales"),
    _w("We're a group of six dental clinics in Ontario looking at your booking software. Is there a multi-location "
       "discount, and could you quote in CAD? We'd like to decide before our board meets next Tuesday.",
       "sales", urgency=2),
    _w("price for pro vs team? just curious, not buying yet", "sales", urgency=0),
    _w("Could we pay net 60 if we order 500 of the LED panels?", "sales"),
    _w("Hi, we're kitting out a new office with 20 ergonomic chairs. What's the best per-chair figure you can do? I "
       "need a number today, our budget closes tonight.", "sales", urgency=3),
    _w("Is the lifetime deal still on or was that only for Black Friday?", "sales"),
    _w("Quanto costa... sorry, how much is the business version for a team of 12 in Italy, VAT included?", "sales"),
    _w("we're a non profit - any reduced rate for charities? no rush, we're only planning next year's budget",
       "sales", urgency=0),
    _w("If I go from Basic to Plus halfway through the month, do I pay full Plus or only the difference for the days "
       "left?", "sales"),
    _w("Do you price-match? Same drone is 80 dollars cheaper at another shop.", "sales"),
    _w("Looking for a quote on 2,000 custom printed tote bags, two colours, sent to Nairobi. The figure can wait till "
       "next month.", "sales", urgency=1),
    _w("Can I get a student discount on the annual subscription before I sign up?", "sales"),
    _w("What deposit would you need to hold three of the electric cargo bikes for spring? And is the balance due on "
       "collection or before?", "sales"),
    _w("Long story, sorry. I booked a cooking class through your site for my mum's 70th, 180 for two places. The "
       "venue cancelled by text the night before with no explanation and your chat bot keeps offering me a voucher. "
       "We live in Cork and won't be near Dublin again for ages, so a voucher is useless to us. I'd like the 180 "
       "returned to the card I paid with. Thanks, Siobhan", "billing", refund=True),
    _w("reimburse the locksmith pls, your smart lock shut me out of my own flat and it cost me 95 to get back in",
       "billing", refund=True),
    _w("Kindly arrange a return of funds for order 88213. The item has not arrived after six weeks. I would "
       "appreciate this being dealt with this week.", "billing", refund=True, urgency=2),
    _w("I never used the extra storage you auto-added. please take it off and credit me what it cost. next month is "
       "fine, not a priority", "billing", refund=True, urgency=1),
    _w("We are a travel agency in Cape Town. Your booking tool was down for the whole of Monday and we paid staff "
       "overtime to rebook clients by phone. We are asking for a pro-rata portion of our monthly fee to be paid back "
       "into our account.", "billing", refund=True),
    _w("I don't want to go through my bank with a chargeback, so just send the 70 back to my account directly and "
       "we'll call it even.", "billing", refund=True),
    _w("Hi! The knitting kit was missing the needles and half the wool 😕 I'd rather have my money back than wait for "
       "the missing bits. Totally fine whenever you get round to it.", "billing", refund=True, urgency=0),
    _w("Your app billed me for a Gold badge I never bought. Reverse it.", "billing", refund=True),
    _w("need my deposit back on the rental van asap, returned it clean with a full tank. flight home is in 4 hours "
       "and i want it confirmed before i board", "billing", refund=True, urgency=3),
    _w("Bought the duvet in the winter sale at 89, a week later it's 59. Can you pay me the 30 difference?",
       "billing", refund=True),
    _w("The subscription box came with decaf, which I can't stand. I'll keep it for guests but I'd like half of this "
       "month's price back on PayPal as compensation.", "billing", refund=True),
    _w("Dear Sir or Madam, I am writing regarding the double deduction from my account on 3 June for policy no. "
       "55-9021. I would be grateful if the duplicate amount could be returned to me within the next few days.",
       "billing", refund=True, urgency=2),
    _w("ugh. the ebook is a scanned mess, half the pages blank. can i just get my 7.99 back. not a big deal, whenever",
       "billing", refund=True, urgency=0),
    _w("Our till software renewed for a shop that no longer exists. We closed the Glasgow branch last year and told "
       "you so in writing. Please return the twelve months you took.", "billing", refund=True),
    _w("Emergency. Your platform took our restaurant's monthly fee twice this morning, the account is overdrawn and "
       "supplier direct debits are bouncing as we speak. Put the duplicate back in our account immediately.",
       "billing", refund=True, urgency=4),
    _w("You cancelled my order yourselves (out of stock) but the money is still gone from my account. Please send it "
       "back.", "billing", refund=True),
    _w("Can you explain the line Regulatory Recovery Fee on my phone bill? Never seen it before.", "billing"),
    _w("The annual renewal went through although I switched auto-renew off months ago. How did that happen? I'm not "
       "asking for anything back, I'll use it, but I want to be sure it won't happen again next year.", "billing"),
    _w("Invoice 7782 still has our old Rotterdam address. We moved to Utrecht in May. Please correct it and resend by "
       "Wednesday.", "billing", urgency=2),
    _w("does the receipt show tax separately? my accountant in Melbourne needs the GST broken out. no rush",
       "billing", urgency=0),
    _w("I'd like to move my billing date from the 1st to the 15th, it lines up better with payday.", "billing"),
    _w("Please remove my old Maestro card, I don't want it used any more, take it from the Revolut one instead. Has "
       "to be done before tomorrow's renewal.", "billing", urgency=3),
    _w("Why was my water filter subscription taken 6 weeks after the last one instead of 8?", "billing"),
    _w("THE AMOUNT ON MY INVOICE IS NOT WHAT I AGREED WITH YOUR REP. FIX IT TODAY.", "billing", urgency=3),
    _w("Hi, is there a way to get one combined invoice for all twelve orders we placed this quarter? Whenever suits "
       "you, we only close the books at year end.", "billing", urgency=0),
    _w("I was told my refund was approved on the 10th. It's still not in my account. Is there a reference number I "
       "can give my bank?", "billing"),
    _w("can I pay the next 3 months upfront? no rush, just wondering", "billing", urgency=0),
    _w("Our procurement system rejects invoices without a supplier tax ID. Could yours include it? We can't pay any "
       "of your bills this week until it does.", "billing", urgency=2),
    _w("Someone charged my card 212.40 with the description MKTPL*7731. No idea what it is. Is that you?", "billing"),
    _w("i pay with apple pay but want the invoices emailed to my work address, not my icloud", "billing"),
    _w("Dear support, the quarterly statement lists three payments received but I made four. Kindly update your "
       "records.", "billing"),
    _w("Why is there a 2 euro card surcharge? Nobody mentioned it at checkout.", "billing"),
    _w("My mother passed away in April and her account is still being debited every month. I hold power of attorney. "
       "Please stop the payments and close it properly, I'm not after anything back. Next week is fine.",
       "billing", urgency=1),
    _w("the pay-yearly saving isn't on my bill, it just shows the monthly rate x 12", "billing"),
    _w("Would you be able to reissue last year's receipts in English? The originals are in German and the tax office "
       "here in Vienna wants English copies by Friday.", "billing", urgency=2),
    _w("just saw a pending 1 dollar charge from you, is that a card check?", "billing"),
    _w("What would a 3-year contract cost against rolling monthly for 250 users? I need it for a proposal this week.",
       "sales", urgency=2),
    _w("Hey! do u do any deal if I get the camera + 2 lenses together?", "sales"),
    _w("Our hospital trust in Manchester is reviewing suppliers of disposable gowns. Could you give unit prices at "
       "10k, 50k and 100k, plus your standard payment terms? Procurement closes tomorrow at noon.", "sales", urgency=3),
    _w("is there a pay monthly option for the treadmill or only full price upfront", "sales"),
    _w("Roughly how much more is enterprise than business? Just getting a feel, no hurry.", "sales", urgency=0),
    _w("We'd love to stock your hot sauces in our four delis in Austin. What's your wholesale price and minimum "
       "order?", "sales"),
    _w("would you knock 15% off if we commit to 200 units a month? need to know before our investor call tomorrow",
       "sales", urgency=3),
    _w("Buenos días, I want to buy 3 solar panel kits for my finca in Andalucía. The price include installation or is "
       "separate? And can I pay half now, half after?", "sales"),
    _w("Our contract with another provider runs for 9 more months, so nothing urgent, but could we get indicative "
       "pricing for 60 seats to compare?", "sales", urgency=1),
    _w("Can I lock in today's rate ahead of the increase you announced if I buy two years now?", "sales"),
    _w("quote for 30 laptops w/ 3 yr warranty to our Lagos office. need it by thursday pls", "sales", urgency=2),
    _w("Is there a cheaper tier for freelancers? The team plan is way more than I'd pay for one person.", "sales"),
    _w("We're opening a café in Wellington and want your POS terminals. What do the hardware and the first year of "
       "software come to, and do you lease?", "sales"),
    _w("Do you take crypto or only cards for an order this size? It'd be around 40k.", "sales"),
    _w("Paid for a 2-hour guided kayak tour in Split and the guide never showed up. Please pay me back. I'm home in "
       "Norway now, so next week is fine.", "billing", refund=True, urgency=1),
    _w("my daughter's school photos were printed with some other kid on the sleeve. i don't want reprints, i want the "
       "35 returned", "billing", refund=True),
    _w("Hello, I was overcharged 18 dollars on my grocery order, billed for 3 kilos of salmon and only 1 came. Please "
       "put the 18 back on my card today if you can, I'm counting every cent until payday.",
       "billing", refund=True, urgency=3),
    _w("Undo the yearly charge and put me back on monthly, paying me the difference. I only ever agreed to monthly.",
       "billing", refund=True),
    _w("Could you reimburse the 40 I spent on a replacement charger? Yours melted on day one 🔥",
       "billing", refund=True),
    _w("Greetings. I have been waiting since last month for compensation for the cancelled webinar series. Please "
       "transfer the fee back to me by Friday at the latest.", "billing", refund=True, urgency=2),
    _w("yo the gift card u sold me was already used when i tried it. 50 bucks gone. want it back, not urgent but dont "
       "forget me", "billing", refund=True, urgency=1),
    _w("I haven't even opened the blender, it's still sealed. Can you take it back and return the payment? Take your "
       "time.", "billing", refund=True, urgency=0),
    _w("We paid for a physical booth but the organisers moved us to the virtual hall, which costs half as much. "
       "Please credit the gap back to us.", "billing", refund=True),
    _w("Dear team, as agreed with Mark by phone, please proceed with repayment of the overcharge on INV 0932 "
       "(1,140.00 EUR) to the IBAN you have on file.", "billing", refund=True),
    _w("unsubscribed, still charged, want the cash back. thx", "billing", refund=True),
    _w("I HAVE BEEN CHARGED FOR A MONTH I WASN'T EVEN A MEMBER. GIVE IT BACK BEFORE THE WEEKEND.",
       "billing", refund=True, urgency=2),
    _w("The flowers for my grandmother's funeral came wilted and two hours after the service had ended. I can't get "
       "that moment back, but I can at least get the money back. Please process it.", "billing", refund=True),
    _w("Hi there, could the 9 euro booking fee be returned? The airline rebooked me and your site charged me a second "
       "time for the same seat.", "billing", refund=True),
    _w("Our shuttle drivers are sitting idle right now because your fuel card is declined at every pump, and they've "
       "been paying cash out of their own pockets. Credit all those cash fuel costs back to us immediately, we have "
       "the receipts.", "billing", refund=True, urgency=4),
    _w("Tried your language course for 2 days, not for me. I'm inside the 14-day window so I'd like my money "
       "returned.", "billing", refund=True),
    _w("Plz send back the tip I added by accident, typed 50 instead of 5 lol. today if poss",
       "billing", refund=True, urgency=3),
    _w("Who do I talk to about the wrong VAT number on our invoices? It's been wrong since we signed up and has to be "
       "fixed before our audit next week.", "billing", urgency=2),
    _w("my card got stolen, stop charging it and use the new one. it's urgent, the bank froze the old one today",
       "billing", urgency=3),
    _w("Pourquoi 14,99 ce mois-ci? Sorry, why 14.99 this month, I thought my promo price was 9.99 for a whole year?",
       "billing"),
    _w("Could you tell me what the prorated adjustment is on my last bill? Just curious, no hurry.",
       "billing", urgency=0),
    _w("Need an official receipt with your company stamp for my visa file at the embassy. Appointment is tomorrow at "
       "9am.", "billing", urgency=3),
    _w("Is it normal to be charged while my membership is paused? I thought pause meant no payments.", "billing"),
    _w("Please send our bills to the new finance inbox instead of Greg, he's left the company. Whenever you get to "
       "it.", "billing", urgency=0),
    _w("My invoice lists a delivery charge, but the total I actually paid didn't include one. Please correct the "
       "invoice so the paperwork matches.", "billing"),
    _w("why 2 charges on the same day, one 19.99 and one 0.01??", "billing"),
    _w("Hey, got my money for the cancelled trip, cheers! Do I need to do anything with the old invoice or is it "
       "voided automatically?", "billing"),
    _w("Our direct debit has to move to our new bank, ING instead of Rabobank. What's the process? It needs to be "
       "done before the next collection, which is in five days.", "billing", urgency=2),
    _w("The dog food subscription went up 20 percent with no email at all. Not impressed.", "billing"),
    _w("hi can u resend the invoice from january, our accountant lost it", "billing"),
    _w("The auto-renewal took money from me even though I cancelled in the app last month and saw a confirmation "
       "screen. I'd like an explanation of how this happened before I decide what to do. Please reply within the next "
       "few days.", "billing", urgency=2),
    _w("Do you accept cheques for invoices? Our treasurer is old school.", "billing"),
    _w("Billing says I owe 340 but the contract says 300 a month. Sort it by tomorrow, I'm not paying 340.",
       "billing", urgency=3),
    _w("why is my card charged in Singapore dollars when I live in Malaysia", "billing"),
    _w("What would it cost to add 10 more seats to the quote you sent last week, before we sign? I need the revised "
       "figure by end of day.", "sales", urgency=3),
    _w("do you do interest free finance on the e-bike", "sales"),
    _w("We're a haulage firm in Rotterdam looking at your fleet telematics. Ballpark per vehicle for 120 trucks? "
       "Happy to wait a couple of weeks, we're early in the process.", "sales", urgency=1),
    _w("Any chance of a discount if we prepay two years? Just exploring, no rush.", "sales", urgency=0),
    _w("Kindly provide a proforma invoice for 200 units of model XR-4 with CIF pricing to Karachi port, we intend to "
       "open the letter of credit this week.", "sales", urgency=2),
    _w("how much for the big plan", "sales"),
    _w("Is it priced per user or a flat fee? We're 7 people now but could be 15 next year.", "sales"),
    _w("We run a chain of yoga studios across Portugal and want branded mats. If we order 800, what's the unit price, "
       "and do you need a deposit upfront?", "sales"),
    _w("Hi, we have budget left that has to be spent before our financial year closes on Friday. Can you send a quote "
       "for 5 annual licences today or tomorrow?", "sales", urgency=3),
    _w("Would you accept 30% upfront and 70% on delivery for a made-to-order furniture job of around 18k?", "sales"),
    _w("wat is price of 1 year plan in indian rupees? gst included?", "sales"),
    _w("We may take the premium support package. Is it charged monthly, and is there a setup fee? Not urgent, we'll "
       "decide next quarter.", "sales", urgency=1),
    _w("Does the education discount apply to a private language school or only universities? We're looking at 25 "
       "licences for the autumn term.", "sales"),
    _w("Need pricing for 3 vending machines for our factory canteen in Monterrey, can you get back to me this week?",
       "sales", urgency=2),
    _w("The tiler I booked through your platform left the bathroom half done and disappeared. I paid the full 600 "
       "upfront. I need at least the unfinished half paid back to me.", "billing", refund=True),
    _w("charged for 2 adults on the ferry, we were 1 adult and 1 child. kids fare is way less. give me the diff back "
       "by monday pls, thanks", "billing", refund=True, urgency=2),
    _w("Hi, the stream cut out during the cup final, the only reason I subscribed this month. I feel this month's fee "
       "should come back to me. Whenever suits you, I just think it's fair.", "billing", refund=True, urgency=0),
    _w("Booked 5 nights, the flat in Kraków had no hot water for 3 of them. I want those 3 nights compensated in "
       "money, not loyalty points.", "billing", refund=True),
    _w("I'm writing for my father, who was signed up for a premium protection add-on he never asked for. He is 86 and "
       "barely uses a phone. Please return every payment taken for it since October and cancel it today.",
       "billing", refund=True, urgency=3),
    _w("the seller never shipped, the tracking number is fake, I want what I paid put back in my account",
       "billing", refund=True),
    _w("Put it back on the card pls 🙏 I never got the thing", "billing", refund=True),
    _w("Your plumber billed us for 2 hours, the job took 45 minutes and our doorbell camera proves it. Kindly "
       "reimburse the excess labour charge within the week.", "billing", refund=True, urgency=2),
    _w("I'd like a full reversal of the March payment. Your service was switched off for maintenance for 19 days of "
       "it.", "billing", refund=True),
    _w("We have a queue of patients at reception right now and the booking system is locked because you took our "
       "payment twice and then flagged our card as fraud. Return the duplicate payment and switch us back on NOW.",
       "billing", refund=True, urgency=4),
    _w("Can you credit the value of the missing items back to my Amex? The box had the lamp but neither of the two "
       "shades.", "billing", refund=True),
    _w("Since the size chart was wrong I'd like to send both dresses back for the money, not an exchange. Could you "
       "email a return label and confirm the payment goes back to Klarna? Before my 30 days run out on Thursday "
       "please.", "billing", refund=True, urgency=2),
    _w("hola, pagué dos veces el curso online, por favor devolver uno. sorry, I paid the online course two times, "
       "please return one payment. gracias", "billing", refund=True),
    _w("Honestly I forgot I even had this subscription until today, I haven't logged in for 5 months. Is there any "
       "way you'd give back some of those months? Totally understand if not, no rush on a reply.",
       "billing", refund=True, urgency=0),
    _w("Pay me back for the taxi. Your driver never turned up and I had to grab a cab to the airport at 4am.",
       "billing", refund=True),
    _w("You charged me the rush processing fee but my passport photos took 10 days. I'd like that fee reversed, "
       "ideally today, I'm travelling tomorrow and need every penny.", "billing", refund=True, urgency=3),
    _w("Requesting reimbursement of the 150 AUD deposit for the marquee hire; the event was cancelled within your "
       "terms.", "billing", refund=True),
    _w("Which card did I use for order 5512? I have three and can't tell which statement to look at.", "billing"),
    _w("Our invoices need to show the new trading name from now on, the rebrand goes live tomorrow morning.",
       "billing", urgency=3),
    _w("Hi, I'm paying the standard rate but I'm meant to be on the senior discount. Can you put the correct rate on "
       "my account? Any time this month is fine.", "billing", urgency=1),
    _w("Is the 7.50 admin fee on my bill a one-off or every month?", "billing"),
    _w("I cancelled my storage unit plan, yet there's a renewal payment dated after the cancellation. Please explain "
       "by Wednesday, I want to understand it before I ring my bank.", "billing", urgency=2),
    _w("can i switch from card to direct debit, no rush", "billing", urgency=0),
    _w("The receipt has my maiden name on it, I got married last month. Could it be redone? Not in any hurry.",
       "billing", urgency=0),
    _w("My existing plan jumped from 29 to 39. The email arrived a day AFTER the payment came out. That's not how "
       "notice works.", "billing"),
    _w("We're a school in Kenya and our invoice total is in USD while the contract says KES. Please reissue it in "
       "shillings so the bursar can pay before term starts on Monday.", "billing", urgency=2),
    _w("my refund came through, thanks, but it's 4 euros less than what I paid?? was there a fee?", "billing"),
    _w("URGENT. My payment for the venue bounced and if it isn't paid in 2 hours we lose the wedding date. Can I pay "
       "another way?", "billing", urgency=3),
    _w("please stop sending the receipts to my ex-wife's email. make me the billing contact", "billing"),
    _w("What's the difference between the invoice and the statement you sent? They show different amounts for May.",
       "billing"),
    _w("The 12% trade discount we negotiated isn't on this month's invoice. Can you amend it before we approve "
       "payment on Friday?", "billing", urgency=2),
    _w("How do I get all my receipts for last tax year in one go? Whenever is fine.", "billing", urgency=0),
    _w("Good morning, could you confirm whether our payment of 560 arrived? Our bank shows it left on Tuesday but "
       "your portal still says overdue.", "billing"),
    _w("What would your white-label package cost if we resell to about 40 clients? We'd like a number before our "
       "strategy day next Wednesday.", "sales", urgency=2),
    _w("Is it cheaper if I pay for a whole year of piano lessons at once?", "sales"),
    _w("Can you quote 12 commercial coffee grinders, and would you take payment in two halves, 50 now and 50 on "
       "arrival? Need it today, I meet my investors at 3.", "sales", urgency=3),
    _w("What's the going rate for your wedding photography package, and is the deposit refundable if our date moves?",
       "sales"),
    _w("Any volume pricing above 1,000 API calls a minute? We're only scoping, not in a hurry.", "sales", urgency=0),
    _w("Our agency is pitching to a client in Dubai and needs your price list in AED, plus any reseller margin. Could "
       "you send it within 48 hours?", "sales", urgency=2),
    _w("Do I have to pay everything upfront for a custom kitchen, or do you take stage payments?", "sales"),
    _w("We'd like to trial the platform first. If we stay on after the trial, is the first paid month discounted? "
       "Sometime next month is fine for an answer.", "sales", urgency=1),
    _w("Do you negotiate on list price for a 5-year enterprise commitment? Asking for a friend's company... ok, my "
       "company 😅", "sales"),
    _w("price per sqm for the acoustic panels if we need 300 sqm for a recording studio in Lisbon?", "sales"),
    _w("We're a co-op of 30 farms in Iowa wanting to buy your soil sensors together. Is a group price possible, and "
       "could each farm pay its own share separately?", "sales"),
    _w("Would the price change if we bought through our Irish entity rather than the UK one? We want the cheapest "
       "route before placing the order. It can wait until next week.", "sales", urgency=1),
    _w("Need a written quote for 6 months of hosting on your medium tier, our tender is due at 5pm today.",
       "sales", urgency=3),
    _w("Return the 64 to my Visa. The drill bits snapped on the very first hole, cheap metal.", "billing", refund=True),
    _w("I work night shifts as a nurse and booked your cleaners for Tuesday. Nobody came, I stayed up waiting when I "
       "should have been asleep, and I was charged anyway. I'd like that charge undone this week please.",
       "billing", refund=True, urgency=2),
    _w("Hi, can I be compensated for the spoiled food? The fridge you installed stopped cooling after a day and I "
       "binned about 80 pounds of groceries. I'd appreciate it by tomorrow.", "billing", refund=True, urgency=3),
    _w("you billed my late husband's card after I sent the death certificate. return those three payments please. "
       "next week is fine", "billing", refund=True, urgency=1),
    _w("The gym closed for renovation for six weeks and the membership still came out. I'd like those weeks knocked "
       "off... actually no, paid back, I'm moving away.", "billing", refund=True),
    _w("Cancel and reverse. Didn't authorise this.", "billing", refund=True),
    _w("Right, so here's what happened. I ordered a birthday cake for Saturday pickup and paid 55 online. When I got "
       "there the shop had no record of it, the girl at the counter was lovely but couldn't help, and I ended up "
       "buying one from the supermarket. Your site still shows the order as complete. I'd like the 55 back, no hurry "
       "really, I just don't want to lose it.", "billing", refund=True, urgency=0),
    _w("the concert got moved to a date I can't make. I'd like my ticket money back, 2 x 45. I need it before the end "
       "of the week", "billing", refund=True, urgency=2),
    _w("I paid for the verified seller badge and my listings are still unverified a month later. Please return what I "
       "paid.", "billing", refund=True),
    _w("ASAP. You overcharged my electricity bill by 300, the direct debit's gone out and I can't cover rent now. Put "
       "it back.", "billing", refund=True, urgency=3),
    _w("Sir, kindly return the fee for the cancelled module to my account. I am an international student and this "
       "money is very important for me. Kindly within these few days.", "billing", refund=True, urgency=2),
    _w("Our whole warehouse is standing still this minute, pickers idle, because the scanners you rent us have been "
       "bricked since your firmware push. We're cancelling and want this month's rental fee returned today.",
       "billing", refund=True, urgency=4),
    _w("i bought the 3 month pass by mistake, meant to get 1 month. can you swap it and pay back the extra",
       "billing", refund=True),
    _w("Can the insurance excess I paid be returned to me? The claim was found to be your fault, not mine.",
       "billing", refund=True),
    _w("Hey 👋 I paid for a seat upgrade on the train but ended up in my original seat because the carriage was "
       "closed. Any chance of those 15 euros back? Whenever.", "billing", refund=True, urgency=0),
    _w("The phone case is for the wrong model and won't fit. I'd like to send it back and have the money go back onto "
       "my gift card balance. Not urgent.", "billing", refund=True, urgency=1),
    _w("Please reimburse the 25 bank fee I got hit with when your payment went through twice. Your mistake, not mine.",
       "billing", refund=True),
    _w("Want the deposit for the puppy training course returned, the trainer cancelled every session. Get back to me "
       "today please.", "billing", refund=True, urgency=3),
    _w("Can you send a copy of the invoice with our EU VAT number on it? It has to reach our accountant in Tallinn by "
       "Thursday.", "billing", urgency=2),
    _w("why am i still paying for the 2nd line, i cancelled it in feb", "billing"),
    _w("Good afternoon, customers are standing at our checkout right now and every card payment on your terminal "
       "fails with a billing hold message. We paid the invoice yesterday, please lift the hold immediately.",
       "billing", urgency=4),
    _w("Hi there, quick one, can I get an itemised bill instead of the summary? No hurry.", "billing", urgency=0),
    _w("A charge of 89.00 from you appeared on my credit card this morning and as far as I know I don't have an "
       "account with you. Can you check by tomorrow? Otherwise I'll report it to my bank as fraud.",
       "billing", urgency=3),
    _w("Is my payment plan still active? Nothing came out this month.", "billing"),
    _w("My subscription renewed at full price, but I had the loyalty rate last year. Can you look into it this week?",
       "billing", urgency=2),
    _w("Thanks for sorting the money for the broken heater. Could you also send a credit note for my records? "
       "whenever's convenient", "billing", urgency=0),
    _w("How come I'm paying sales tax on a digital download? I'm in Delaware.", "billing"),
    _w("I changed my card in the app but you tried the old one again. Can you make sure the new card is used for the "
       "payment due tomorrow?", "billing", urgency=3),
    _w("The receipt email for my purchase on the 12th never arrived. Could you resend it?", "billing"),
    _w("hi, my invoice lists 4 hours of consulting but we booked 3. please correct it so i can pay the right amount. "
       "by end of week ideally", "billing", urgency=2),
    _w("why r u charging me for premium, im on free", "billing"),
    _w("Could we pay our annual invoice in two instalments instead of one? Cash flow is tight this quarter. Not "
       "urgent, it isn't due until next month.", "billing", urgency=1),
    _w("I'd like to know why my bill includes a paper statement fee when I signed up for e-billing.", "billing"),
    _w("There's a platform fee on my booking receipt that wasn't in the price shown. What is it for?", "billing"),
    _w("What would you charge for 150 branded hoodies for our rugby club in Christchurch? We need the figure by "
       "Friday for the committee.", "sales", urgency=2),
    _w("Can the Pro plan be paid quarterly, or is it annual only?", "sales"),
    _w("We want to buy two of your industrial label printers for our depot. Do you offer lease-to-own? Not in a "
       "hurry, we're budgeting for Q3.", "sales", urgency=1),
    _w("how much cheaper per seat if we go from 50 to 200", "sales"),
    _w("We'd like pricing for an on-site demo plus a training day in Johannesburg. Answer today please, our MD signs "
       "off budgets tomorrow morning.", "sales", urgency=3),
    _w("Does the quoted price include import duties into Switzerland, or would we pay those on top? Asking before we "
       "order 40 units. No rush.", "sales", urgency=0),
    _w("Our startup's runway is short. Any chance of startup pricing or deferred payment for the first 6 months?",
       "sales"),
    _w("If I buy the bundle now, can I pay the second half in 30 days?", "sales"),
    _w("Pricing for a 3-day stand at your trade fair in Hanover, corner spot, 24 sqm? We'd like it this week.",
       "sales", urgency=2),
    _w("We manage 14 holiday rentals in Crete and want your smart locks on all of them. Is there a landlord discount? "
       "Please get back to us in the next few days, the season is close and we want to order.", "sales", urgency=2),
    _w("Just curious what a family plan for 5 would run per month. Not ready to buy.", "sales", urgency=0),
    _w("What do you charge for a custom API integration on top of the licence? We're comparing three vendors.",
       "sales"),
    _w("I'd like to order 10 kg of your single-origin beans every month for my café in Hobart. Any wholesale rate? "
       "Can wait a week or two.", "sales", urgency=1),
)
"""The fourth round: four writers from ``docs/demo-written-brief-4.md`` (everyday words of many trades, urgency said
indirectly, spam and customers that look like each other, money back against money talk).

Not trained on by the shipped checkpoint. With this round and :data:`THIRD_ROUND` appended to :data:`WRITTEN` (the
shipped recipe otherwise; seed 1 stalled in ``teams``, loss 0.984 at step 653), seed 2 reached 94.1% / 93.8% choices
and yes/no and 90.7% / 90.7% urgency scores on the hand-written tickets (off-domain 90th percentile 0.149), but its
training text held a hand-written ticket whole: the second round's "Trial converted to paid without warning. Refund
please." drawn with the sign-off "Thank you, Emil" ends in "refund please, thank you" (the third round's "refund
please" could do the same), so it could not ship. Retrained with those two texts changed ("Refund it please.",
"refund plz"; 7,947 steps, 3,227 s wall on two threads, sha256 d50bb2be…): 94.4% / 94.2% and 89.1% / 89.9%, but
off-domain questions' 90th percentile ``x_label_mass`` rose to 0.954 (target ≤ 0.5), so it did not ship either.
Change those two texts before training on these rounds again."""


UNSAID_REWRITES: tuple[tuple[int, str], ...] = (
    (1, "Hi, I was charged twice for order #48213 (two identical charges of £64.99 on my Visa). Could you reverse "
        "one of them?"),
    (8, "The receipt you emailed for my books order shows the wrong name (Jon instead of Joan). Could you resend a "
        "corrected one?"),
    (16, "The eggs in my grocery order were all smashed and leaked all over the flour. Could you send replacements?"),
    (23, "Website shows error 502 every time I press Pay. Tried 4 times on two browsers!!"),
    (31, "Need a quote for 25 Ergo Pro office chairs delivered to our new office. Our supplier fell through, please "
         "reply if you can."),
    (48, "Could you switch my subscription payment from my old Mastercard to my new debit card?"),
    (55, "My order to Canada has been stuck in customs for 9 days. They want a commercial invoice from you. Can you "
         "send it to them?"),
    (62, "app won't open after update. iphone 12. please fix, i have a return label in there i need to print"),
    (68, "Do you ever do a student discount on laptops?"),
    (82, "WE ARE BEING CHARGED FOR 200 LICENSES OF YOUR INVENTORY SOFTWARE, WE HAVE 20 USERS. $18,000 LEFT OUR "
         "ACCOUNT. REFUND THE DIFFERENCE."),
    (91, "Our café gets coffee beans from you every week and the last pallet never arrived. Where is it??"),
    (98, "Our whole warehouse team can't print labels - your shipping label API has returned 500 errors since 6am "
         "and 400 orders are stuck."),
    (104, "The e-book I bought won't open in the app, it says 'DRM error'."),
    (111, "What's the price for the garden tool set if I buy 3 (one for each of my sons)?"),
    (126, "Hello, I see two direct debits from you this month for the toy rental plan, 14.99 each. I only have one "
          "plan. Could you look into it?"),
    (132, "We're a pharmacy and our order of 48 thermometers and test kits was delivered to the shop next door, "
          "which is closed for the holidays."),
    (139, "The baby monitor lost its wifi and won't reconnect. We rely on it for our son who has seizures at night. "
          "I need it working again."),
    (144, "I can't update my saved address in my account - the save button stays grey."),
    (149, "Is the 'free gift with purchase' on the perfume still on? If so I'll order."),
    (165, "Quick one: does the code BOOKWORM10 work on top of the member price? I got charged a bit more than I "
          "expected."),
    (171, "Our shipment of 600 textbooks is being held at customs. We need the export paperwork from you."),
    (178, "Every till in our 3 shops froze after your software pushed an update. We can't sell anything and staff "
          "are writing sales on paper."),
    (183, "The game console I bought keeps saying 'Cannot connect to server' for every online game."),
    (189, "Do you have a business plan for your photo-editing software? We need 50 seats and a demo."),
    (203, "i got an email saying my free trial ended and you took 49 euro. i cancelled on day 5, i have the "
          "screenshot. give me my money back please"),
    (210, "Need to change the delivery address on order 55302. I'm moving out of this flat."),
    (218, "ALL OUR TILLS ARE SHOWING 'LICENSE EXPIRED'. WE PAID FOR THE YEAR IN JANUARY. FIX IT"),
    (223, "Hi, we're a primary school with about 300 pupils. Do you offer education pricing on the tablets?"),
    (229, "will the X200 ever come back in stock"),
    (244, "Can I change the card my subscription is billed to?"),
    (250, "My sofa delivery was booked for the 8-12 slot. Nobody came, nobody called. Where is my sofa?"),
    (256, "How do I export my contacts to a CSV?"),
    (263, "We run six cafes and are looking at switching POS systems. Could someone walk us through your pricing?"),
    (277, "Please reimburse the 18.40 taxi fare I had to pay because your driver never turned up for the airport "
          "pickup. Receipt attached."),
    (285, "The flowers for my mum's funeral haven't reached the chapel and the driver is lost somewhere. Please call "
          "the driver."),
    (292, "None of the latest pallets from your warehouse have reached our 40 stores. Shelves are empty."),
    (299, "Every time I click 'Download invoice' in the customer portal I get 403 Forbidden. The charge is fine, I "
          "just need the PDF."),
    (306, "do u have the air max in size 46? would buy if yes"),
    (322, "I don't want a refund, I'm happy with the bike! I just need the invoice made out to my company instead of "
          "me so I can claim it through cycle-to-work."),
    (329, "my parcel is coming from the UK and customs want a form i have never seen before. what do i fill in??"),
    (334, "How do I change the app language to Spanish? It's for my dad."),
    (342, "Hey, we're opening a gym and we'd love to stock your protein bars. Do you have wholesale prices?"),
    (347, "We need 25 laptops set up for new hires. Can you send a quote and deliver them?"),
    (362, "Our point-of-sale subscription was suspended for a 'billing issue'. Card payments are refused on all 3 "
          "tills. We've paid every invoice. Reactivate it please!"),
    (368, "Do you deliver on Sundays? My order's already placed and I'm wondering whether to stay in."),
    (376, "hey so the headphones pair with my laptop fine but not my phone, android 14. any tips?"),
    (381, "Looking for a quote on 3,000 printed tote bags for a festival."),
    (397, "Hi, my phone bill for March shows a roaming charge of €42.50 but I never left the country. Can someone "
          "explain what this is? Account 55120934."),
    (404, "I was refunded $20 for the outage but according to your own service terms the credit for a 3-day outage "
          "is $45. Please send the remaining $25."),
    (412, "the modem you're sending is the only internet for my home office. the delivery window was 8-12 and "
          "nothing came"),
    (419, "game wont launch after patch 2.4, black screen then closes. tried verifying files. pc, rtx 3060. pls help"),
    (425, "Hello, do you ship the Hub Pro to Iceland? Want to know before I order, it's a gift for my dad."),
    (439, "I'd like to switch from paying by card to direct debit for my broadband. How do I do that?"),
    (446, "Hi, the smart speaker arrived with a cracked top and the power cable missing. Could you send a "
          "replacement? I don't need my money back, I just want one that works. It's a present for my mum."),
    (454, "The Hearth app stopped talking to our thermostat after the latest update and the house is down to 12°C. "
          "We have a newborn. Please help, I can't change the temperature at all."),
    (462, "We're a chain of 14 cafés looking for a guest wifi solution with a captive portal. Could someone from "
          "your business team send pricing and maybe book a call?"),
    (477, "hey, the annual plan renewed automatically and i forgot to cancel. 149 euro is a lot for me, can i get it "
          "back? havent used it at all."),
    (483, "my payment keeps getting declined when I try to pay the bill, card works everywhere else."),
    (489, "Can I collect my new router from one of your stores instead of having it delivered? Order R-90213."),
    (494, "Hey, is there a way to export all my photos from the cloud in original quality?"),
    (502, "Is there a free trial for the business version? We're deciding between you and two others."),
    (517, "Quick question, can my invoices be addressed to my company name instead of my personal name?"),
    (524, "The game controller arrived but the box had been opened and the controller is missing, it's basically an "
          "empty box. Please investigate and send one. I don't want a refund, I want the controller."),
    (529, "Bom dia, I order the headset on day 3 and still it not arrive. Order 66120. Can you check please?"),
    (534, "How do I set up parental controls on the console so my kids can't buy stuff without me? They keep begging "
          "for V-bucks lol"),
    (543, "Can I get a quote for a fibre + TV + 2 mobile lines bundle?"),
    (557, "hello i was charged in dollars not euros and my bank added a conversion fee. can you bill me in euros?"),
    (563, "Hi, I ordered two smart cameras and a hub for my parents' house on the 2nd. Tracking showed it reached "
          "the local depot on the 6th and then nothing for a week. I've called the courier twice and they just say "
          "it's 'being processed'. My parents are elderly and I bought these so I can check on them after my dad's "
          "fall, so I'd really appreciate it if you could chase this. Order CM-20441."),
    (570, "The wifi access points we rented for our 300-person conference are still sitting at your warehouse "
          "according to tracking. The event cannot run without them."),
    (576, "Hello, the game disconnects me from ranked matches every ~20 minutes with error CE-34878 and I lose rank "
          "points each time. Could you please check?"),
    (582, "Hello, I run a small esports bar with 16 gaming PCs and I've been using your consumer game pass on each "
          "one, which I now realise is probably against the terms. I'd like to do it properly. Do you have a "
          "commercial licence for venues, and what would it cost for 16 stations? We might open a second location "
          "too. Happy to chat on the phone. Marco"),
    (603, "We have been billed twice for the TillPro monthly licence in March, £89.00 on the 3rd and again £89.00 on "
          "the 4th. Same card, same account number AC-3391. Please put the duplicate back on the card."),
    (611, "The laminator we bought in January now heats up but won't pull the pouches through."),
    (620, "we got 10 boxes of A4 paper instead of A3. the A3 is for a poster job. could someone sort an exchange"),
    (626, "Is there a way to export the stock report from the inventory software to Excel?"),
    (639, "Since your last software update the kitchen display screens don't get orders from the front tills "
          "anymore. Waiters are running paper tickets back and forth."),
    (645, "The box of napkins came soaked through, looks like it sat out in the rain. Could you send another case?"),
    (657, "Our card was declined when we tried to pay the outstanding balance online, but the bank says there is no "
          "block on it. Can you try charging it again or send a payment link?"),
    (663, "Is there a dark mode in the accounting app? asking for a colleague"),
    (669, "Before we order: can you ship 500kg of steel fasteners to Rotterdam, and how long does it take?"),
    (676, "production label printers on all 3 packing lines stopped printing barcodes after the firmware push. need "
          "someone on the phone"),
    (686, "Need a quote for 25 refurbished laptops with Windows 11 Pro please, it's for a client's budget."),
    (693, "Hallo, we return the 20 bar stools because wrong colour, your collection came on 2 May. Please can you "
          "make reimburse to our account?"),
    (703, "Our account shows as overdue and ordering is blocked, but we paid invoice 7702 on the 2nd, remittance "
          "attached. Please unblock it."),
    (710, "The online ordering site for our restaurant is down, just shows a 502. All our delivery orders come "
          "through it."),
    (721, "We might need a new photocopier. What would you recommend for an office of 25 people?"),
    (728, "I think we were overcharged £6.40 on the last ink order, the price on the site was lower when we ordered. "
          "Could you refund the difference?"),
    (734, "the courier has the wrong postcode on the label, its going to BT instead of BS. can u fix it with them"),
    (744, "Could you send me the tracking for the spare blades order?"),
    (752, "The payment link you emailed for invoice 91022 says 'expired'. Can you send a new one?"),
    (763, "pls refund order 90013. we were charged for 10 cases of gloves but only 4 came and your team says the "
          "rest are discontinued"),
    (769, "Could you use less bubble wrap when you ship to us? Our bins fill up fast."),
    (775, "I can't get into the accounting software, it says my password has expired but the reset link goes to a "
          "404 page."),
    (781, "Can you get 2 spare hydraulic cylinders to Aberdeen? I need a price and a yes or no."),
    (788, "Hi! Is the invoice for last month's cleaning supplies out yet? 🙂"),
    (797, "My invoice for the March gym membership shows VAT added twice. Can you send a corrected invoice? My "
          "accountant needs it."),
    (808, "Ordered the meal kit for 4 people, the box came with only 3 of the 4 recipe bags. Missing the chicken "
          "one. I don't want money back, can you just send the missing bag?"),
    (818, "Hi, I'm moving house. Can I change the delivery address for the printed canvas I ordered? New address: 27 "
          "Pell Street, Leeds LS6 2QT. I don't think it has shipped yet."),
    (824, "My repair booking page keeps saying 'session expired' every time I try to upload photos of the broken "
          "washing machine. It's leaking all over the kitchen floor, can someone sort this?"),
    (835, "The gym door app won't read my QR code anymore at the turnstile. Staff had to let me in manually three "
          "days in a row. Can you look at it?"),
    (843, "Is it possible to collect my printed wedding invitations from one of your pickup points instead of home "
          "delivery? I'm out at work all day."),
    (853, "The cake we ordered for my daughter's party arrived completely smashed, the box was upside down. Can you "
          "send another one?"),
    (862, "Hi I was double billed for my food delivery pass this month, 2 x 7.99. Can I get one of those back please?"),
    (872, "Your system charged every one of our 40 members' direct debits twice. Our club account is overdrawn. We "
          "need the duplicate payments reversed."),
    (883, "courier came at 7am, i was in the shower, they didnt even knock. it just says redelivery. i need those "
          "festival wristbands!!!"),
    (889, "I can't link my insurance membership to the new app. It says 'policy not found' even though I've had it "
          "for 3 years. I need to file a claim through it."),
    (895, "do u have 2 tickets left for the comedy show?? want to buy"),
    (907, "Why does my card statement show the charge coming from a company called 'TRVL SVCS LTD'? Is that you?"),
    (915, "PAYMENT TERMINAL APP WONT START ON ANY OF OUR 6 GYM TABLETS AFTER YOUR UPDATE. NOBODY CAN CHECK IN"),
    (925, "I'm trying to change the email address on my account but the verification link says 'token expired' every "
          "single time."),
    (931, "Could I get a quote for printing 50 hoodies for our Sunday league football club?"),
    (938, "Could you merge my two invoices for the course into one? It makes my expense report a lot cleaner."),
    (948, "We got an email saying our organiser account was suspended for an unpaid invoice, but we paid it on the "
          "1st (bank ref 88213). Our ticket page is offline because of it."),
    (956, "do you ever run discounts on the photography courses?"),
    (962, "I'd like my money back for the online course, the content was nothing like the description. I know it's "
          "past 14 days."),
    (969, "Could you pause my meal kit deliveries for the two weeks I'm away?"),
    (975, "How do I export my workout history to a spreadsheet? I want to review my year."),
    (981, "Hello - do you do bulk orders of gift cards for corporate gifts?"),
    (999, "I got 20% off with code SPRING which was great but the parcel hasnt moved since tuesday"),
    (1014, "my travel adapter order still says processing"),
    (1037, "need that refund, card is maxed out"),
    (1044, "my whole team gets kicked out of the app every 5 minutes"),
    (1053, "Good day, I am from Poland, my package is in the depot since monday, the driver not come. Please send it "
           "again, I am home all day."),
    (1060, "Our board is approving a vendor. I need your enterprise pricing sheet."),
    (1067, "card payment keeps failing on your site"),
    (1077, "hola, i pay two time the same order 7781, i need one payment back por favor"),
    (1084, "bluetooth keeps disconnecting from my headphones."),
    (1092, "need a receipt for order 5512 for my expense claim"),
    (1100, "Hello, we are a school in Vietnam with 40 teachers. We want education price for your software."),
    (1107, "the tax on my bill looks wrong, you charged 23% but im in a 7% zone."),
    (1117, "can i get my 30 bucks back? thing died on day 3."),
    (1123, "i ordered with the 10% newsletter discount, does that make delivery slower or something? its been 8 days"),
    (1130, "interested in your enterprise plan, could someone call me"),
    (1137, "invoice wrong company name, pls fix"),
    (1143, "wrng colour sent. dont refund, just swap it."),
    (1149, "the encoder for our live stream keeps dropping"),
    (1158, "courier lost my package. dont want a refund, resend it"),
    (1164, "whole clinic offline"),
    (1173, "parcel wet, item fine, fyi"),
    (1179, "the app shows my shipping address blank and wont let me save it"),
    (1185, "preorder open yet? want one"),
    (1193, "wheres my nappy order?? baby is 4 weeks old"),
    (1208, "LOGIN NOT WORKING. I HAVE ORDERED FROM YOU FOR 6 YEARS AND IT SAYS MY EMAIL DOESNT EXIST. I NEED MY "
           "REPEAT PRESCRIPTION SENT."),
    (1219, "How much would it cost to add kitchen appliance cover to my existing boiler plan? I'd like it for my new "
           "oven."),
    (1244, "Hello, my mother is 91 and uses your pill reminder app on her tablet. Since the last update the alarms "
           "have stopped going off and she has missed her heart tablets. Please could somebody help me sort this "
           "out, it is quite worrying."),
    (1264, "Hello, I am going into hospital for my hip and won't be home for at least a week. My order of "
           "incontinence pads is due while I'm away. Could it please be left with my neighbour at number 14 instead, "
           "or held until I'm back, whichever is easier for you. Thank you kindly, Ron Bailey"),
    (1274, "ALL the tills at our health food shop froze after your POS software update. We can't take a single "
           "payment. PLEASE call us back."),
    (1281, "Dear team, I bought a blood pressure monitor from you for £34.99, and the same week it appeared on your "
           "website at £24.99. I believe your price promise covers this. If you could refund the £10 difference I "
           "would be grateful. Best wishes, Gerald Finch"),
    (1287, "Which courier do you use for deliveries to the Highlands?"),
    (1293, "Hello, the wifi extender that came with the new broadband package drops out every hour or so. I work "
           "from home three days a week and really need it stable."),
    (1303, "The boiler you installed is leaking from underneath and the water is coming through the kitchen ceiling "
           "onto the light fitting. I've turned the water off at the stopcock but it is still dripping. Send someone."),
    (1309, "Hi, I'm 68 and have recently taken up keeping chickens, and a neighbour suggested your shop. Do you sell "
           "layers pellets, grit and a small coop for three hens? I'd just like an idea of prices before I come in. "
           "Many thanks, Brenda"),
    (1315, "Do you do trade accounts for plumbers? Looking to order 12 magnetic boiler filters and some valves for a "
           "job."),
    (1323, "Our care home's medication ordering portal has been down since 6am. 48 residents, and the night staff "
           "can't see the MAR charts. This is a patient safety issue, please escalate."),
    (1329, "hi, any plans to sell the tropical fish flakes in bigger tubs? just a suggestion"),
    (1336, "Your system has put a payment block on our veterinary practice account and none of our 6 vets can order "
           "any drugs. The invoice was paid on Monday and I have the remittance advice. Lift the block please."),
    (1344, "Can you quote me for 6 portable dehumidifiers? Our nursery flooded."),
    (1352, "Your company took £2,900 from our bakery's account instead of £290 for the gas. Return the money!!"),
    (1358, "cant get the nebuliser to switch on. my son has asthma and needs it"),
    (1365, "Dear Customer Services, I have been a customer of your pharmacy for over twenty years and have never had "
           "cause to complain. However, I noticed on my last statement that I was charged for two prescriptions in "
           "March when I only collected one, as I was away visiting my sister in Cornwall for most of the month. It "
           "is only £9.90, but I would appreciate having it put back onto my card. With kind regards, Mrs Irene "
           "Dawson"),
    (1371, "The fridge delivery slot you've given me is 7am to 7pm. Is there any chance of a narrower window? I have "
           "to be out in the afternoon."),
    (1377, "The app says my parcel was delivered but the app itself crashes the second I tap the photo proof. I need "
           "to see where they left it."),
    (1383, "Our hospital's usual supplier has let us down and the neonatal unit has run out of ready-to-feed infant "
           "formula. Can you supply 40 bottles? Price doesn't matter."),
    (1390, "Hello there. Just to let you know, my last two orders of dog biscuits have both come with a different "
           "courier from usual, and they left them at the wrong house on the corner. My neighbour kindly brings them "
           "round, but perhaps you could mention it to the courier. Many thanks, Peter Lowe"),
    (1397, "how do i change the email on my seller account? the settings page just spins."),
    (1410, "two-factor keeps saying 'code expired' even when i type it in within seconds. checked my phone clock, "
           "its correct."),
    (1423, "Someone used my account to buy 3 gift cards, €300 total, I did NOT make these. Please reverse them."),
    (1431, "Hello, I was charged roaming for Spain last month even though I have the EU roaming add-on that's "
           "supposed to include it. It's £27.50 in roaming charges. Could you credit that back to my account?"),
    (1438, "wifi calling option just disappeared from my phone after the last carrier update."),
    (1447, "the photo editor crops my pictures wrong, heads get cut off when I choose 5x7 even though the preview "
           "looks fine. I need to reorder so please tell me how to stop it doing this"),
    (1456, "Do you sell gift vouchers for photo printing? I'd want to buy a £50 one for my sister."),
    (1466, "I was refunded £20 for the damaged mug but the order was £32 including postage. Could you send the "
           "remaining £12 please?"),
    (1473, "Our hosting server is down, all 12 of our client websites are offline including an online pharmacy. "
           "Ticket #55120 has had no reply."),
    (1484, "Do you have any plans to offer .ai domains?"),
    (1491, "wrong item!! ordered a grey hoodie size M from the seller, received a kids t-shirt. i want the right "
           "hoodie please, not money."),
    (1498, "Tap to pay stopped working on all 6 terminals in our café, every card gets declined with error E-301. We "
           "can only take cash."),
    (1508, "Payouts to all sellers on our storefront have been stuck in 'pending' since Monday. We have 40 artisans "
           "who rely on this money."),
    (1514, "All our outbound parcels came back to the warehouse marked 'address format rejected'. That's 900 orders."),
    (1521, "hey, how do I change the language of the invoices I download? they come out in German."),
    (1529, "Hey, my receipts still show my old surname. Could that be updated on future invoices?"),
    (1538, "Customs want £23 import VAT on a second hand watch I bought from a seller in the US. Is that right for a "
           "used item?"),
    (1545, "hiya, do you ever do sales on the canvas prints? thinking of getting one for the living room"),
    (1553, "Payment links on our website stopped working, every customer gets a blank page at checkout. We're a "
           "ticketing site running a festival sale."),
    (1562, "Voicemail on my phone has stopped sending the notification texts."),
    (1569, "Seller here - a buyer in Australia is asking how long Standard International usually takes. It's a gift."),
    (1579, "WHERE IS MY ORDER. it was next day delivery. i paid for next day. i need the charger for my mums oxygen "
           "machine"),
    (1586, "Your payment app double-debited every transaction across our farmers market network since 8am. 60 "
           "stallholders, hundreds of customers charged twice. Reverse the duplicates!"),
    (1593, "Hello, is it possible to switch an order I've already paid by card over to PayPal Pay in 3? It's the "
           "Fuji X-T5 body."),
    (1600, "hello, i am from Norway. parcel with carbon wheelset is stuck in customs in Oslo for 10 days, they want "
           "commercial invoice from you. can you send it to Posten please?"),
    (1606, "Our e-bike hire fleet (22 bikes) all show error E-07 on the display since the firmware push from your "
           "app. We can't rent out a single bike. Please call 0161 555 0192."),
    (1613, "Good morning, I run a small scout group and we'd like a quote for 30 head torches and 15 two-person "
           "tents. Is there any discount for youth organisations?"),
    (1629, "I paid a £150 deposit on the made-to-order drum kit back in January. You've told me the shell finish is "
           "discontinued. Please return my deposit, I'd like to buy elsewhere."),
    (1634, "this is the THIRD time im writing. £64.99 taken from my account for a dashcam i never ordered and you "
           "say you have no record of it. i want my money returned or im going to my bank"),
    (1642, "My parcel went to my old address even though I updated it in my account. Royal Mail says it's held at "
           "the Bristol depot. Can you get it redirected?"),
    (1650, "the chess clock beeps constantly and doesnt stop even after i reset it??"),
    (1656, "We're a production company and want to buy 3 DJI Ronin RS4 kits plus spare batteries. Can you invoice us "
           "as a business and deliver to Pinewood?"),
    (1669, "Our account shows invoice INV-7740 as overdue but we paid it by bank transfer on the 3rd, remittance "
           "attached. Because of it our trade credit is on hold and we can't place any orders. Please update your "
           "ledger."),
    (1676, "Morning. The replacement derailleur hanger you promised to post hasn't arrived. Can I get a tracking "
           "number?"),
    (1684, "Our POS integration with your wholesale catalogue stopped syncing stock levels. We're selling items we "
           "don't have and refunding angry customers. Please get engineering on this."),
    (1689, "I CANT LOG IN. RESET PASSWORD SAYS 'USER NOT FOUND' BUT YOU EMAILED ME ABOUT MY ORDER. FIX IT"),
    (1695, "is the free shipping offer still on? want to order three board games"),
    (1710, "We're an events company. Your checkout charged our corporate card 11 times for the same £2,300 order and "
           "the card is maxed out. Reverse the duplicate charges."),
    (1717, "The pallet of 80 cement bags for our build arrived with half of them split and soaked, completely "
           "unusable. Need replacement bags delivered."),
    (1723, "How do you score the longest road in Catan Junior? The rulebook contradicts itself on page 6. We had a "
           "family debate about it 😂"),
    (1728, "The LED headlight bulbs I bought flicker and the dash shows 'bulb failure'. Do I need a CANbus adapter?"),
    (1735, "What would 12 Yamaha acoustic guitars cost for a church music programme?"),
    (1751, "Hi could you split the payment for my drum kit order across two cards?"),
    (1757, "Ordered 200m of cable and 30 sockets for a shop fit-out. Delivery came with 20 sockets and the wrong "
           "cable gauge. Send the right stuff."),
    (1764, "Bluetooth heart rate strap pairs with my watch but not with your training app. Any ideas?"),
    (1771, "We run a hardware shop and would like to become a stockist of your own-brand hand tools. Can we set up a "
           "call?"),
    (1785, "why is my invoice 20 euro higher than last month. i want to understand"),
    (1791, "pls reverse the charge from 3 march i never ordered that."),
    (1798, "can i collect it from the locker instead?"),
    (1806, "sync between my tablet and laptop stopped working."),
    (1824, "you charged me after i cancelled. want it credited back"),
    (1831, "for future orders, can you deliver after 6pm? i work days."),
    (1837, "the pharmacy delivery with my tablets hasnt come"),
    (1845, "invoices page blank in chrome, fine in firefox."),
    (1860, "Hi, I paid for the annual plan by mistake, I meant to pick monthly. Could you refund the difference?"),
    (1865, "Our company card was billed for 25 seats but we only have 18 users. Please correct it on the next "
           "invoice, there's no need to refund."),
    (1872, "customs want 40 eur before they release it. do i have to pay this??"),
    (1879, "the app logs me out every time i switch apps. ios 17. mildly annoying"),
    (1886, "can you ship to canada? asking before i order"),
    (1899, "where is my refund?"),
    (1905, "can i split the payment in 3?"),
    (1912, "which pickup point is closest to 10115?"),
    (1918, "how to enable dark mode?"),
    (1925, "any black friday deals coming?"),
    (1939, "pls can u return my money, i am waiting long time"),
    (1944, "why was tax added twice on invoice 3302?"),
    (1949, "wrong address on label, pls fix"),
    (1959, "how do i change my username?"),
    (1964, "do you have this in size 10?"),
    (2, "i returned the sneakers 3 weeks ago, tracking shows you got them on the 4th. still no money back on my "
        "card. i want it back, what is going on"),
    (10, "Tracking for the lego set has said 'out for delivery' since Tuesday. Any chance it actually arrives?"),
    (18, "I've reset my password three times and the email with the code never arrives. Checked spam, I'm on gmail. "
         "I need to get in to change the delivery on a gift."),
    (24, "My e-reader froze on the logo screen after last night's update and won't turn off. Holding power for 30s "
         "does nothing."),
    (42, "Our restaurant's supplier account was charged 47 times overnight for the same produce order, €612 each. "
         "The bank has frozen our card and we can't pay any other supplier. Reverse these charges."),
    (49, "DPD says they tried to deliver the wedding shoes but no one was home. I WAS HOME ALL DAY. Can you rebook "
         "it please"),
    (56, "Could you leave future deliveries in the shed behind the house? Gate code is 4471."),
    (63, "The kitchen display tablets we bought from you all rebooted into a setup screen. 3 of 3 dead. Need someone "
         "on the phone"),
    (69, "We run a chain of 12 garden centres and are interested in carrying your tool range. Can you send a "
         "wholesale price list and terms?"),
    (83, "Hey, just wondering why my receipt shows a 'handling fee' of 2.50. Didn't see it at checkout."),
    (92, "Received the bookcase but the side panel is split right down the middle, looks like it was dropped. Photos "
         "attached. Please send a new panel."),
    (99, "The kids' tablet parental controls keep switching themselves off overnight. Could you explain how to lock "
         "them properly?"),
    (106, "Hello, I'm a teacher and would like to buy 35 copies of 'The Wild Robot' for my class. Could you give me "
          "a price with any educational discount?"),
    (121, "Hi, the jacket I returned was refunded to an old card that I've since closed. Could you send the money to "
          "my new card instead?"),
    (127, "Our card keeps being declined when we try to pay for the wholesale order. Is there another way to pay? "
          "Bank transfer?"),
    (133, "Please don't deliver between the 22nd and 29th, we're away."),
    (140, "How do I export my wishlist? Is that possible?"),
    (145, "hi! do you have a gift wrapping service and how much is it? thinking of ordering a few toys for my "
          "nephews 🎁"),
    (150, "Our restaurant group's produce supplier went bankrupt this morning. We have 4 kitchens to supply. Can you "
          "open an account and quote for daily deliveries?"),
    (166, "Your site took £1,480 for a fridge-freezer that you've now told me is out of stock. That's my whole "
          "month's money. Put it back on my card."),
    (172, "the pallet of paving stones was dumped across my driveway and I can't get my car out. need someone to "
          "come move it"),
    (179, "Is there a way to turn off the beeping on the air fryer? It's annoying."),
    (184, "Login page just spins forever. All 45 volunteers at our charity shop share one account to log donations "
          "and nobody can get in."),
    (190, "Any chance of a discount if I order the full bedroom set (bed, 2 nightstands, wardrobe)?"),
    (204, "Our company Amex gets declined on your checkout every time, but the bank says nothing is blocked on their "
          "side."),
    (212, "Customs is holding my order and wants 23 GBP import duty before they'll release it. Is this normal, and "
          "who is supposed to pay it?"),
    (219, "how do i turn off the click sound on the keyboard app? it's a bit annoying"),
    (225, "Is the free trial on the Pro plan 14 or 30 days, and do I need to put a card in to start it?"),
    (238, "I froze my gym membership in April and you still took £35 in May AND June. I want both payments back."),
    (245, "Your platform marked our last payment as failed and has locked payroll processing. We cannot run the "
          "payroll for our 140 staff. The money left our account, we have the bank confirmation."),
    (252, "Bonjour, the package is arrived but it is the wrong size, I ordered 42 and received 38. Is it possible to "
          "exchange?"),
    (257, "The SMS verification code arrives but the banking app says it's wrong every time. 20 minutes of this."),
    (264, "Hi, do you deliver to Northern Ireland and how much is it? I want to order a birthday present."),
    (278, "Our card terminal rental was invoiced at 45/month but the contract says 29. Could you send corrected "
          "invoices for January to March?"),
    (286, "The tracking page works, I can see the parcel fine. It's just been sitting in 'customs clearance' in "
          "Frankfurt for 11 days. Let me know when you hear anything."),
    (293, "Our website is down. Your hosting status page says 'all systems operational'. It is NOT. We're an online "
          "shop."),
    (300, "The claim form on your website won't submit, the button just spins forever."),
    (307, "Hi, I'm a dog groomer thinking about ordering your professional dryer. Do you offer a demo unit or a "
          "trial period?"),
    (323, "We've been double-billed for cloud storage for 4 months, two accounts for the same organisation. Our "
          "finance director wants every duplicate charge credited back."),
    (330, "My wedding dress order STILL says 'processing'."),
    (336, "Two-factor codes arrive about 10 minutes late so they're always expired. Our whole support team, 12 "
          "people, can't get into the helpdesk because of it."),
    (343, "I'm choosing between your Standard and Plus plans. Does Plus include phone support?"),
    (358, "I've been a customer for 6 years and this is the first time I've asked for anything: please reverse the "
          "late fee you took. The payment was one day late because of the bank holiday."),
    (363, "Could I get an itemised receipt for my hotel stay? Work needs it for expenses."),
    (369, "I received someone else's order, a set of kitchen knives addressed to a Mrs Patel in Croydon. My own "
          "order, a lamp, is nowhere. What should I do with these? I'll keep them safe."),
    (377, "Okay this is going to be long, sorry. I bought the label printer for my Etsy shop about a month ago and "
          "it was great at first. Last week after an update it started printing every label twice, and now it prints "
          "them shifted halfway off the sticker so the post office can't scan the barcodes. I've reinstalled the "
          "driver, tried different cables and a different laptop."),
    (383, "Hi, I run IT for a law firm with 80 staff and we're evaluating password managers. Could you set us up "
          "with a free trial for the team, and is there a discount on an annual plan?"),
    (398, "I upgraded to the Family plan mid-month and got charged full price for both plans. please credit back the "
          "difference"),
    (406, "Hello, I ordered the Nestling smart thermostat on 2 May (order #NT-448120) and tracking has said 'label "
          "created' for 9 days. The old thermostat is dead and we have no heating. Is it actually coming?"),
    (414, "Hi team, I can't log into my account because the verification code email never arrives. Checked the spam "
          "folder too. I can't get to the assignment that's stored in my cloud drive."),
    (420, "Our card terminals run over your business broadband and they've been offline since 11am. We can't take "
          "card payments. All the router lights are red."),
    (426, "Purchasing manager here. We need a quote for 300 business mobile lines with 20GB data each."),
    (441, "We are a small business with 12 licenses, but the last invoice was calculated at 15 seats. Please issue a "
          "credit note for the 3 extra seats and correct the seat count going forward."),
    (447, "Can the delivery of my new set-top box be pushed to after the 20th? I'm away on holiday. Order 00941-77."),
    (455, "how do i share my playlist with my sisters account? cant find the option anywhere."),
    (464, "Do you have the Orbit X headset in stock? I would order if yes."),
    (478, "Please send me a copy of invoice #A-77310, my accountant needs it."),
    (485, "Hi, my replacement remote still hasn't arrived, it's been 3 weeks. I'd still like it."),
    (490, "my delivery address has a typo (Flat 4B not 48), please correct it"),
    (496, "since the outage yesterday our whole building (18 floors of offices) has no internet and your status page "
          "says all green."),
    (503, "hello can i buy a gift card for your streaming service for my nephew?"),
    (518, "i switched to the cheaper plan on the 1st but was still billed the old amount. can you put the difference "
          "back on my card"),
    (525, "i moved, need to update the delivery address for the new modem"),
    (530, "Got the wrong charger in the box, UK plug instead of EU. Can you send the EU one?"),
    (537, "the email with my login code never gets delivered and I can't get to the boarding pass saved in your "
          "wallet app"),
    (544, "are you guys doing a CES booth? would love a demo of the new hub"),
    (558, "We're an agency with 40 seats on your design tool. After the price change we were billed €2,400 instead "
          "of €1,800, with no notice. Our contract locks the price for 24 months. Please credit the €600 back and "
          "confirm in writing."),
    (565, "The courier says my address doesn't exist. It does, I've lived here 10 years. Order 88213, the console. "
          "Please give them the right directions: blue gate behind the bakery."),
    (571, "ok so this is weird. every time I open the music app in the car through carplay it starts playing some "
          "random podcast instead of my downloaded playlists, and if I try to skip it freezes the whole carplay "
          "screen and I have to unplug the phone. on the phone at home it's fine. reinstalled the app, restarted, "
          "forgot the car and paired again. iphone 14, ios 17.4. it's annoying"),
    (577, "The TV app logs me out every day and asks for my password again. Could you look at it?"),
    (584, "Need a quote for 20 rugged phones with a business plan for our field team."),
    (604, "Good morning, we are a chain of 14 cafés looking to replace our card terminals. Could you provide a quote "
          "for 30 countertop units plus 5 portable ones, including a 3-year support contract? Best regards, Priya "
          "Nair, Operations"),
    (614, "Can we get a demo of the warehouse management software for our ops director?"),
    (621, "Our whole accounts team, 11 people, cannot log in to the procurement portal since 9am, error 'SSO token "
          "invalid'. Nobody can work. Please escalate."),
    (628, "Dear team, the 5% trade discount agreed for Harlow Catering Ltd was not applied on invoice 88213 (total "
          "€2,340.00 ex VAT). Please send an amended invoice. Kind regards, Marta"),
    (640, "The replacement compressor motor for our walk-in freezer was due yesterday and hasn't arrived. WHERE IS "
          "IT?? Order IP-55091"),
    (649, "Hi, are the electric meat slicers on your site actually in stock? If so we'd order 2, our old one died."),
    (658, "All 3 of our shops: every terminal declines card payments with 'Host unreachable'. We've been cash only "
          "since opening."),
    (664, "hi just checking when the filing cabinets will ship, the site said 5-7 working days and its been 6."),
    (671, "Quick question: do you accept PayPal for trade accounts, or only card and bank transfer?"),
    (678, "Hi, a while back we were charged £35 for the premium support add-on, which we never activated. Could you "
          "credit that back? Thanks, Ben"),
    (688, "We cancelled the print order for the conference brochures within an hour of placing it and your team "
          "confirmed nothing had been printed. £1,250 was still taken. I need it back on the card."),
    (694, "Hi, part of order 44021 (the 4 monitor arms) was marked as backordered. Please send them when they're in."),
    (704, "The pallet with the conveyor belt parts still hasn't shown up at our warehouse. Can you ask the haulier "
          "for an ETA?"),
    (712, "The annual price of our software subscription went from £1,200 to £1,650 without any notice. Can someone "
          "explain the increase?"),
    (723, "the cash drawer we ordered never worked, you agreed a return on the phone (case 8832). i want the £119 "
          "back on my card please"),
    (729, "Can you split order 38810 into two deliveries, half to the Manchester shop and half to Salford?"),
    (735, "The new binding machine punches the holes out of line, about 2mm off on the left."),
    (746, "Hello! Do you offer leasing on the POS hardware rather than buying outright?"),
    (754, "Hi, I run a small print shop. Your system took the annual licence for the RIP software three times this "
          "morning, £1,140 each, and my bank has now frozen the card for suspected fraud. That means I can't pay the "
          "paper supplier. Please reverse the two extra payments and call me on 07700 900214."),
    (764, "Hi, the pallet of printing paper is booked for Thursday. Is it possible to change the delivery day?"),
    (770, "Our label software won't print to the new Zebra printer, it says 'Driver not found'."),
    (776, "Do you ever sell ex-demo printers at a discount?"),
    (783, "THE INVOICE YOU SENT HAS THE WRONG COMPANY NAME ON IT. OUR FINANCE TEAM WONT PAY IT. NEED A CORRECTED ONE"),
    (789, "wheres the order?? it hasnt arrived"),
    (802, "Hi! We're organising a charity run for about 400 participants. Could you quote us for printed t-shirts "
          "with our logo on the front and sponsor names on the back?"),
    (810, "Hi there, my monthly subscription price for the language course went from 9.99 to 14.99 with no notice. "
          "Was this a price increase or a mistake on my account?"),
    (819, "How do I add a second driver to my rental booking in the app? I can't see the option anywhere."),
    (827, "discount code SPRING20 didnt apply at checkout. havent paid yet, basket still shows 120 instead of 96. "
          "whats wrong?"),
    (837, "Could you please change the card on file for my car club membership?"),
    (844, "Hello, I cannot finish the checkout for my travel insurance add-on. After I enter the card it shows "
          "'Error 502 Bad Gateway'."),
    (854, "our whole checkout on the ticket widget is broken, fans cant buy tickets for our gig!!! please call me on "
          "07700 900431"),
    (864, "the rental car's screen won't connect to my phone over bluetooth. is there a reset? i need the navigation"),
    (874, "Our restaurant's weekly supply order didn't arrive. No veg, no dairy, nothing. Where is the van??"),
    (884, "Is there a dark mode for the course app? Reading at night hurts my eyes."),
    (890, "Do you do discounts for NHS staff on car rental?"),
    (897, "I'm on the student plan but my last bill was the full price. Can you check whether my student "
          "verification expired?"),
    (908, "The 2,000 race bibs you printed for our marathon are showing 'delayed - address issue'. The address is "
          "correct. Please escalate."),
    (917, "The rental car delivery to my hotel was booked for 9am and nobody has come."),
    (926, "Hello! Do you have any plans to open a location in Bristol? I'd definitely sign up."),
    (932, "Hi, my yoga mat and blocks from the starter kit still haven't arrived."),
    (940, "Hi, is it normal that the app asks me to log in again every week? Is there a setting for it?"),
    (950, "locked out after too many password attempts. i need the app to unlock the rental car!!"),
    (957, "Hello. I noticed last year's membership fee included a £10 key fob I never received. Could you credit "
          "that back to my account? Regards, Tom Hale"),
    (964, "Just a heads up - the last two parcels came with the outer box quite dented. Nothing broken, but maybe "
          "mention it to the courier."),
    (970, "My account shows someone else's bookings when I log in. That feels like a privacy problem. Please look "
          "into it."),
    (976, "Do you rent electric cars with child seats? We're planning a trip."),
    (986, "Our venue's caterer walked out on our gala dinner for 250. Can you take an order? Whatever it costs, we "
          "need a quote."),
    (1000, "all our card readers show error 503"),
    (1015, "the dark mode toggle doesnt save."),
    (1026, "Could you resend the February invoice? Our accountant needs it."),
    (1038, "wedding dress still not shipped"),
    (1045, "Hi, we are a hotel in Lisbon, interested to order 300 towels each month. Can you offer discount for this "
           "quantity?"),
    (1055, "we want to resell your products in our shop in Nairobi. who do i talk to about a partnership?"),
    (1062, "can u add our VAT number to the invoices going forward"),
    (1068, "THE STOCK DELIVERY STILL ISNT HERE"),
    (1078, "tracking stuck 5 days, normal?"),
    (1085, "we run a chain of 6 gyms and are interested in stocking your protein bars."),
    (1094, "got refunded last month thanks, but now the app wont let me sign in at all, all my notes are in there"),
    (1102, "payroll runs from this account and your charge made our salary payments bounce, 60 people not paid. "
           "reverse the charge"),
    (1108, "customs want 40 euro to release it, is that normal? its a gift"),
    (1118, "box arrived empty???"),
    (1124, "cant connect printer to wifi"),
    (1132, "cancel and refund pls"),
    (1138, "pls leave it with the neighbour at no 12 next time"),
    (1144, "invoice emails r not sending out of ur platform to my clients, need it working"),
    (1151, "promo code said 50% off the first month but i got charged full price, can u look into it"),
    (1159, "wifi keeps dropping lol"),
    (1165, "do you do wholesale for restaurants?"),
    (1174, "export button greyed out"),
    (1180, "our line is stopped, our vendor went bust. can you supply 2000 bearings?"),
    (1187, "annual plan but i was billed monthly?? pls check"),
    (1197, "My energy bill for February shows an estimated reading of 14,220 but I sent in an actual reading of "
           "13,985 on the 28th. Please correct the bill."),
    (1211, "Can I change the delivery address on order #HB-20391? I want it sent to my mum's instead because she's "
           "looking after the baby."),
    (1230, "hi can i get a quote for a new combi boiler fitted, 3 bed semi, current one is 19 years old."),
    (1252, "Our whole office building has had no broadband since 7am. 40 staff can't work and the card machines in "
           "the cafe downstairs are down too. Your phone line says 'no known issues'. We need this fixed."),
    (1266, "I have just discovered that I have been paying £6.99 a month for your 'Premium Pet Club' since 2022. I "
           "never signed up for this, I only bought a hamster cage once. I would like all of those payments "
           "reversed, please. I do expect it to be dealt with properly."),
    (1275, "Do you stock an organic baby bath wash without any fragrance?"),
    (1282, "hi, my last pet food box came with a different brand of treats from the ones I ordered. can you just "
           "make a note for next time"),
    (1288, "The usage graph in the energy app has shown zero for the last week even though the meter is obviously "
           "working."),
    (1294, "Thinking about getting solar panels with a battery. Could you give me a rough idea of cost for a 3 bed "
           "bungalow?"),
    (1304, "Our kennels' freezer has failed overnight and all our raw dog food is spoiled. We have 30 dogs to feed. "
           "Can you deliver 50kg of raw mince to us? Just tell me the price and whether you can do it, we'll pay "
           "whatever it takes."),
    (1311, "Does the loyalty points discount apply to prescription charges or only to shop items? My last receipt "
           "didn't show any points added."),
    (1317, "Hello, the vet says the cat can't have the renal food any more so I've sent back the 3 unopened bags. "
           "Could you credit them back to my card?"),
    (1324, "is the ergobaby carrier in stock?"),
    (1331, "I think I'm owed compensation for the three days without water last month? Your letter said every "
           "affected customer would get £30 credited to their account. I haven't seen it."),
    (1337, "Ordered a replacement inlet hose for the washing machine with next day delivery and paid extra for it. "
           "Nothing came."),
    (1346, "invoice number is wrong on the bill for the carpet cleaning, my company wont pay it unless its fixed. "
           "can u resend"),
    (1353, "We're a community pharmacy and our wholesaler delivery, including the controlled drugs, has gone to the "
           "wrong branch."),
    (1360, "Hello, after my washing machine repair the engineer said the part was under warranty, but I have been "
           "billed £68 for it. Could you pay me back?"),
    (1366, "Hi, the parcel arrived with the outer box a bit squashed but everything inside looks fine. Just letting "
           "you know in case the courier needs a word."),
    (1372, "My router has been restarting itself a few times a day ever since the engineer visit on Monday. Can you "
           "check the line?"),
    (1378, "need a price for drain unblocking, can someone come out? how much is the callout"),
    (1385, "Hi, I'd like my receipts sent as PDFs by email instead of by post from now on."),
    (1392, "Hi, I sold a lamp on your marketplace on 3 March and the buyer says the parcel never arrived. Tracking "
           "has been stuck at 'handed to courier' for 6 days. Could you look into it? Order #MK-448102."),
    (1399, "ordered 40 prints 6x4 glossy, got 40 prints of somebody else's wedding lol. mine are of a dog. order "
           "77213. can you send the right ones? dont need money back just my photos, they're going in a frame for my "
           "mum"),
    (1412, "The invoice I got for the annual hosting plan (not paid yet) shows the monthly price x12. The pricing "
           "page said 20% off for annual. Could someone reissue it with the discount?"),
    (1425, "Our online shop on your hosting is showing a 500 error on every page!!"),
    (1432, "seller here. buyer left 1 star saying item never came but tracking says delivered to the parcel locker "
           "at Tesco Extra. can you check with the courier?"),
    (1440, "Could I get a quote for 50 domains, .co.uk and .com, registered under our agency account? They're for a "
           "client launch."),
    (1448, "Hi, I bought 2 tickets and chose postal delivery. I've since moved. Could they go to my new address, 14 "
           "Ashfield Road, Leeds LS6 2QT?"),
    (1459, "The courier delivered my parcel to number 41 instead of 14. The people at 41 are away. It's supplies for "
           "my insulin pump."),
    (1467, "We're a school and want to buy 120 SIM-only lines for staff phones. Can we get a business quote?"),
    (1476, "We run a small print shop and your courier integration hasn't collected from us for three days. There "
           "are 400 customer parcels by the door."),
    (1485, "Hiya, the photo calendar came out with the months in the wrong order even though the preview was right. "
           "Could I have the £18 back?"),
    (1493, "Mi app show prices in dollar but I live in Mexico. How I change to pesos?"),
    (1499, "Hi, we need 5,000 flyer-size prints for a product launch. Can you quote and confirm you can deliver? "
           "Please call me on 07700 900456."),
    (1509, "The courier wants me to collect from a pickup point 20 miles away. Is there a closer one?"),
    (1516, "The app won't show my stadium ticket, it says 'no internet' but I have full signal. Please help."),
    (1523, "I'm a seller. The buyer gave the wrong house number and the parcel is now 'returning to sender'. Can it "
           "be redirected?"),
    (1530, "Do you do wholesale pricing for photo books? We're a wedding photography studio and need about 40 albums "
           "a month. Would love a quote."),
    (1539, "You added a £5 late payment fee to my bill but the payment went out on the due date, I have the bank "
           "statement. I'm not paying that fee."),
    (1548, "Can future deliveries be left in my porch? I'm often out."),
    (1555, "hey, does the courier send a photo when they leave the parcel?"),
    (1563, "Roughly how much would hosting for about 100k monthly visitors cost? I'm pricing up a hobby idea."),
    (1571, "Is there any way to pay for my hosting by bank transfer instead of card?"),
    (1581, "the receipt for my print order says £34 but my bank says £36.80. is it a currency thing? im in ireland."),
    (1587, "sent the item to the buyer 4 days ago with 'tracked 48', no scan since drop-off at the post office. can "
           "you chase the courier?"),
    (1594, "Good afternoon. Our football club bought 14 sets of shin pads on account (PO 5521), but the invoice "
           "lists 16 sets. Please correct it and resend. Kind regards, Maureen Platt, Hon. Secretary"),
    (1601, "Ordered 2 tins of decking stain and a sander. Only the sander turned up. Is the stain coming separately?"),
    (1608, "drawer runners on the 6 drawer chest wont close properly, the left one sticks out about 2cm. followed "
           "step 14 twice. what am i doing wrong?"),
    (1614, "is the Yamaha P-145 coming back in stock? want to buy it for my daughter"),
    (1630, "Card declined 3 times trying to pay for the roof bars, my bank says there's no block on their end. Can "
           "someone look at this?"),
    (1635, "Our music school is billed monthly for 12 licences of your sheet music app but we only have 8 teachers. "
           "Could you reduce it to 8 and credit the extra 4 licences for the last two months?"),
    (1645, "I've assembled the bunk bed but the ladder bolts won't line up with the holes in the frame, they're off "
           "by about 5mm. Can anyone help?"),
    (1651, "Can you tell me how to set the metronome on the keyboard to 6/8? The manual only shows 4/4."),
    (1657, "Hi! Would your shop be interested in partnering with our charity bike ride? We're looking for a local "
           "shop to run the repair tent in exchange for branding on the route."),
    (1670, "could i get a receipt emailed for the violin strings i bought in store on tuesday, lost the paper one."),
    (1678, "Hi, we're a wedding band and our new PA speakers were supposed to arrive Wednesday. DPD just says "
           "'delayed at hub'. Please help"),
    (1685, "what's a good tyre pressure for 2.4 tubeless MTB tyres, rider 85kg? just want a starting point"),
    (1690, "hello do you sell spare parts for the Brompton C line, like the hinge clamp plate? thinking of buying "
           "some spares for a long tour"),
    (1696, "We're a cycling club of 120 members and would like to discuss a partnership: a member discount in "
           "exchange for promoting your shop in our newsletter."),
    (1711, "quick question, does the 15% student discount stack with the black friday price? it wasnt applied on "
           "order 4471 and the total seemed high."),
    (1718, "wrong colour. ordered the red kayak got a yellow one. dont need a refund just swap it"),
    (1724, "my electronic drum module gives no sound from the headphone out but the main outs work fine. tried two "
           "pairs of headphones."),
    (1730, "Hello, we're opening a board game café and want to buy around 150 games in one go. Do you have trade "
           "pricing or a wholesale contact?"),
    (1746, "Our monthly subscription for your workshop booking software was charged to a closed card and the account "
           "has been suspended. None of our 5 mechanics can see the bookings. Please take payment on the new card."),
    (1752, "The shop charged me twice at the till for Pandemic Legacy on Saturday, my bank shows £64 two times. "
           "Please pay one of them back."),
    (1758, "Which courier do you use for Switzerland? Want to know if I'll have to pay duty on the camera I ordered."),
    (1765, "We're a delivery company using your e-cargo bikes. Since the overnight update all 15 batteries show 0% "
           "and won't charge. Our riders can't do a single drop."),
    (1772, "hey before i order do you ship to australia and how long does it take?"),
    (1787, "cancel my subscription so it doesnt renew"),
    (1792, "is my parcel coming or not?"),
    (1800, "cant log in to the payroll account"),
    (1808, "price for 200 units? need a quote"),
    (1825, "can i pay with paypal instead of card?"),
    (1832, "parcel is going to my old address!! please redirect it"),
    (1838, "2fa code not arriving so i cant log in"),
    (1847, "Hello, I represent a school district of 14 schools interested in licensing your reading app for roughly "
           "3,000 students. Could you send pricing, and do you offer a pilot?"),
    (1861, "you cancelled the course, not me, so i expect a full reimbursement"),
    (1866, "the hotel charged my card again at checkout even though i prepaid online. need that reversed"),
    (1873, "the tracking number you sent doesnt work on the courier site."),
    (1880, "tv app keeps buffering"),
    (1887, "I'd like to book a demo for our team."),
    (1900, "pay me back for the broken lamp"),
    (1908, "just confirm which day the delivery is"),
    (1913, "next time leave it with the neighbour at no 12."),
    (1919, "export button is greyed out."),
    (1926, "can we get a demo"),
    (1940, "reimburse the deposit pls, we're moving out"),
    (1945, "promo code didnt work on my order."),
    (1950, "can u combine my two orders"),
    (1960, "The delivery status widget on my shop page shows error 404 instead of the tracking info. The parcels are "
           "fine, it's the widget. Could you look at it?"),
    (1965, "Our kitchen flooded overnight and the restaurant is shut. Can you sell and install a commercial "
           "dishwasher? Name the price."),
    (3, "Good morning, I need a VAT invoice for my purchase of the standing desk (order 20931) for my company "
        "accounts. Thank you, Marta Kowalski"),
    (12, "hello i move house, can i change adress for order 77120? new adress is Kirchweg 14, 8032 Zürich. thank you"),
    (20, "Our business account on your site has locked all five of our staff out since 8am. We can't process a "
         "single order."),
    (26, "We're a small daycare looking to buy about 40 wooden puzzle sets. Is there a volume discount, and could "
         "you quote including delivery to Leeds?"),
    (43, "Where can I download an invoice for my order? I need it for a warranty claim."),
    (51, "Hallo, I order the garden bench 5 weeks ago and still it is in 'processing'. Please can you tell me when "
         "it comes?"),
    (58, "Hi team, the POS integration with your wholesale portal stopped syncing at 9:15. None of our 6 stores can "
         "see stock levels and we're selling items we don't have. Please look into this."),
    (64, "Building the Linnea wardrobe and step 14 shows the door hinges mounted the other way round from step 12. "
         "Which one is right?"),
    (70, "can i get a demo of the smart thermostat before buying 20 for my rental flats? i'm choosing between you "
         "and another brand"),
    (85, "Good afternoon. Our school purchased 30 calculators (invoice INV-20441). The invoice is addressed to the "
         "wrong school and our finance office cannot pay it as is. Could you reissue it?"),
    (93, "Can I pick up from the depot myself instead of waiting for the redelivery? I live 10 minutes away."),
    (100, "hi, how do i change the language on the smart watch from german to english, i cant read the menus 😅"),
    (107, "We're opening a hotel and need around 120 bedside lamps and 60 armchairs. Is there someone who handles "
          "contract orders?"),
    (122, "Your system has charged all 340 members of our book club's group subscription twice this morning and "
          "they're all messaging me about it. Please reverse the duplicate charges."),
    (128, "The Black Friday 30% wasn't taken off, I paid full price 240 for the headphones. This is the third email "
          "I send. I want the 72 back or I go to my bank."),
    (135, "My customs declaration says 'gift' but I paid for the items, and now customs wants proof of purchase. "
          "Could you email it to me so they release it?"),
    (141, "All 30 laptops we bought for our school are stuck on an activation screen saying 'device not registered'. "
          "No student can log in."),
    (146, "We're an interior design studio. Could you give us trade pricing on your rug collection? We'd like to "
          "include your pieces in a client presentation."),
    (161, "Hello, I never received the £25 compensation you promised on the phone for the late wardrobe. Please pay "
          "it to my card."),
    (168, "can I pay my order in installments instead? it's already placed, i just want to change the payment method"),
    (173, "Just a heads up, the dog food bag arrived torn and some spilled in the box, but most of it is fine. Maybe "
          "just tell the packers."),
    (180, "The voucher box on your website throws 'Something went wrong' as soon as I type anything. I'm not asking "
          "for a discount, the code is fine, the box is broken."),
    (186, "Hi, I'd like to buy the oak dining table but wondered if you offer delivery and assembly together, and "
          "what that would cost."),
    (191, "Can you confirm you'll have 80 pumpkins ready for pickup? It's for our school's harvest festival and I'll "
          "order once you say yes."),
    (206, "Could you resend the receipt for March? Thanks."),
    (213, "My son's christening outfit still shows 'label created'. Has it even left your warehouse??"),
    (220, "I got an email from you asking me to verify my new account. I clicked the button and the page says 'token "
          "invalid'. Is the link broken or has it expired?"),
    (226, "We'd like a quote for 40 standing desks for our new office, delivered to Leeds."),
    (239, "There's a 'premium SMS' charge of 12.50 on my phone bill that I never signed up for. Can you tell me what "
          "it is? I'm not asking for the money back, I just want to know what it is first."),
    (246, "Hi! I don't need the refund you offered, the replacement works great. Could you just send me a receipt "
          "for the replacement for warranty purposes?"),
    (253, "The tracking number you sent for my second parcel seems to belong to someone in Glasgow. Could you check "
          "which one is actually mine?"),
    (258, "smart lock stopped responding, the app says device offline. i am locked out of my own house"),
    (266, "We're an electronics reseller in Poland and would like to discuss stocking your headphones in our 14 "
          "shops. Happy to set up a call."),
    (279, "My electricity bill uses an estimated reading of 4,812 but the meter actually says 3,990. The bill is 210 "
          "quid instead of the usual 80. Please re-bill me on the real reading."),
    (288, "Could I add a note for the driver? Gate code is 4471."),
    (295, "Hi, how do I set the printer up to scan to email?"),
    (301, "Do you do gift wrapping, and can you ship to Canada? I'd like to order a few books for my niece."),
    (317, "On the phone I was promised 20 pounds back for last month's broadband outage. It hasn't shown up on my "
          "card or on the bill. I'd like it sorted."),
    (331, "Just a heads up, the courier left my parcel with the neighbour at number 22, which is fine, but tracking "
          "still says 'out for delivery'. Thought you'd want to know."),
    (338, "All our warehouse scanners stopped syncing with your inventory system this morning. No orders are going "
          "out."),
    (344, "Can you ship the pram to Malta? I haven't bought yet."),
    (359, "Your invoice for the catering is 3,400 but the quote we signed was 2,950. We haven't paid yet. Please "
          "send a corrected invoice."),
    (364, "The rental company took 300 out of my deposit for 'cleaning'. The car was spotless, I have photos from "
          "the drop-off. I want the 300 back."),
    (371, "We're a flower shop and our whole Valentine's stock of vases is stuck in a depot 200 km away."),
    (378, "The verify link in the signup email is dead (404). Tried twice."),
    (385, "We're opening a second location and need 4 more card readers. Can I buy them from you?"),
    (399, "WHY AM I BEING CHARGED TWICE EVERY MONTH FOR CLOUDVAULT 2TB. I WANT MY MONEY BACK FOR BOTH EXTRA CHARGES"),
    (407, "The replacement SIM card you sent went to my old address even tho I updated it in the app. I still need "
          "the new SIM"),
    (421, "Do you offer nonprofit discounts on the Teams plan? We'd need about 25 seats."),
    (427, "are you ever going to sell the controller in white again?"),
    (442, "hi i got charged sales tax on my subscription but i live in oregon where theres no sales tax?? can you "
          "fix it for future bills"),
    (449, "we ordered 50 IP desk phones for the new office, only 30 arrived and the second box isnt showing in "
          "tracking at all."),
    (456, "Hello, since the firmware update my smart lock doesn't respond to the keypad. I can still open it with "
          "the app."),
    (465, "Hi! I'm the founder of a small indie studio. We'd love to talk about bundling our game with your cloud "
          "gaming service. Open to a call."),
    (479, "Our company card was charged $4,800 for enterprise seats we never ordered. It drained our operating "
          "account. Reverse this charge."),
    (486, "The courier is asking me to pay €18 customs duty for the headset, but your website said duties were "
          "included. Should I pay it or refuse the parcel?"),
    (491, "wrong item. ordered the 128GB console, got the 64GB. exchange please"),
    (498, "Our production database on your cloud is unreachable and all customer-facing services are down."),
    (504, "We're an MSP managing around 900 endpoints and we're interested in becoming a reseller partner. What "
          "margins do you offer?"),
    (519, "Dear Sir/Madam, we have been charged twice for invoice 2024-118 (once by bank transfer and once by card). "
          "Kindly return the duplicate payment of 1,250.00 EUR to our bank account."),
    (526, "Hello, could you tell me which courier you use for the smart scale? I just want to know what van to look "
          "out for."),
    (531, "My account got hacked, someone changed the email and password and is buying stuff with my saved card. "
          "Please lock it!!!"),
    (538, "Our smart building sensors (400 units) went offline across the hospital after your cloud maintenance "
          "window. Fire door monitoring is affected."),
    (545, "Hello, I represent a hotel group with 22 properties. We'd like to discuss a partnership for in-room "
          "streaming. Could we meet?"),
    (559, "can you tell me when my next payment will be taken? want to make sure there's money in the account."),
    (566, "Customs in Brazil is holding my router and wants a commercial invoice with the tax ID. Could you email it "
          "to me?"),
    (572, "smart lock jammed open and battery dead, cant lock the front door"),
    (578, "Our online shop runs on your hosting and has been returning 500 errors."),
    (585, "Could you give us a demo of the enterprise security dashboard? We're evaluating vendors."),
    (605, "The dishwasher racks and 200 dinner plates for our new restaurant still haven't left your warehouse. "
          "Order RS-10293. Please tell me what's happening with them."),
    (615, "Driver rang, he can't find the loading bay. Please call him!! order 73002"),
    (623, "You have taken £1,460 from our business account for an order we never placed. Reverse it."),
    (629, "We need about 2,000 hydraulic fittings, BSP 1/2 inch, per quarter. What volume discount can you give on a "
          "12-month contract? I need a figure for a tender."),
    (642, "can u send me the VAT receipt for order 30221 pls, need it for my expenses claim"),
    (650, "Is it possible to collect our order from your Croydon trade counter instead of having it delivered? Order "
          "81220."),
    (659, "Hello, delivery to Hamburg, order DE-2241, tracking not update since 5 days. Courier say address is not "
          "complete? Address is Lagerstraße 14, 20457 Hamburg, Halle 3."),
    (665, "Do you offer an education discount for schools on laminators and binding machines?"),
    (672, "Can the courier come before 8am for our order? Our shop opens at 9 and the street is pedestrian-only "
          "after 10."),
    (680, "Is there a keyboard shortcut to duplicate an invoice line in the billing software? It would save me a lot "
          "of clicks."),
    (689, "parcel tracking AZ77120 says 'failed delivery - business closed' but we were open all day!! rebook it pls"),
    (695, "The shredder jams on anything more than 5 sheets although the box says 12."),
    (706, "We fit out commercial kitchens and could recommend your equipment to our clients. We'd like to talk about "
          "a partnership or reseller terms. Happy to set up a call."),
    (714, "We're a small bakery and you debited £3,900 instead of £390 for the flour sifter order. That's everything "
          "in our account. Please return the difference."),
    (724, "Just letting you know our warehouse has a new gate code: 4471#. Please update it on our delivery notes."),
    (730, "The email with the 2FA code for the supplier portal just isn't arriving. I'm locked out."),
    (736, "Would you offer a discount if we commit to buying all our office supplies from you for 2 years? Roughly "
          "£40k a year."),
    (748, "Hello, we'd like to switch from monthly to annual billing on the stock control software to get the 15% "
          "off. Could you set that up?"),
    (755, "ALL our shop fridges are empty. the replacement thermostats for the cold room were supposed to be here at "
          "8 and still nothing. we've binned stock and closed the deli counter. WHERE IS THE VAN"),
    (765, "The fan on the office coffee machine we bought from you is quite loud. Is that normal?"),
    (771, "Looking at your business software bundles for a 15-person accounting firm. Could you send pricing and a "
          "comparison of the tiers?"),
    (778, "Can your invoices also show the VAT number of our parent company in Ireland?"),
    (784, "We run a 24-hour distribution centre. The replacement drive belt for our main sorter was promised via "
          "same-day courier. The whole sorting line has been stopped since 3am and the courier isn't answering. "
          "Please chase it."),
    (793, "wheres my concert tickets??"),
    (803, "The gift card I ordered for my mum's birthday was supposed to arrive by post on Tuesday and nothing. "
          "Tracking hasn't updated since Monday."),
    (812, "Good afternoon. Our company is evaluating fleet rental options for 15 vehicles over 6 months. Could "
          "someone from your corporate team arrange a call with us?"),
    (820, "Where can I download receipts for my gym membership payments? I need them for my employer's wellness "
          "reimbursement scheme. Thanks."),
    (828, "Hola, my order of 200 printed flyers for our event is still at the depot since 2 days, please check"),
    (838, "WRONG ORDER. I got someone elses pizza and wings. Im allergic to nuts so Im not touching this. I just "
          "want my actual food sent"),
    (848, "Tracking no. 7734 2201 9981 has been stuck in customs in Frankfurt for 9 days. Is there any paperwork I "
          "need to send? It's a birthday present."),
    (858, "Morning. The replacement part for my dishwasher repair was supposed to be delivered to the technician. "
          "Can you confirm it's on its way?"),
    (865, "Are there any seats left for the Lisbon food tour on 18 May? If so I'd like to book for 3 people."),
    (875, "Your booking system is down for all our branches. Customers can't check in for their rental cars at the "
          "airport desk. Total outage."),
    (885, "We're looking for a corporate gym partner for around 200 employees. Could you send a proposal with "
          "pricing? We're comparing three providers."),
    (892, "Can you send me an invoice with our company name and VAT number on it for the team-building escape room "
          "booking? Finance need it."),
    (898, "Can I change the delivery date for my grocery order? I won't be home on the day it's booked for."),
    (909, "I'm the organiser of the Greenfield Food Festival. The gate scanners stopped reading ALL tickets. I need "
          "someone on the phone."),
    (921, "Hi, we're a travel agency looking to resell your city tours to our clients. Can we discuss wholesale "
          "pricing? I'm in the office if someone could call."),
    (927, "The tickets are going to be posted to my old address, I moved last month. Please update it. New address "
          "is 9 Kiln Lane, Norwich NR3 1AB."),
    (935, "The subtitles on lesson 7 of the Spanish course are out of sync by about 5 seconds. Just thought you'd "
          "want to know."),
    (943, "hi, my bill for the delivery subscription says 'annual' but i chose monthly. please switch it to monthly"),
    (952, "your app charged our corporate card £4,870 for a 'group booking' we NEVER made. finance have frozen all "
          "spending until its reversed. reverse it"),
    (958, "my flowers order is late and still says 'out for delivery'. any update??"),
    (965, "the qr code on my boarding pass in your app wont scan, airline staff say its invalid"),
    (971, "Could your team give us a demo of the fleet management add-on? It's for our renewal decision."),
    (977, "My card is expiring. How do I update the payment card on my car rental plan so I don't lose the booking?"),
    (987, "I was promised a 15% loyalty discount on the renewal but the quote I got shows full price. Can you apply "
          "the discount?"),
    (1001, "hello, I want buy 3 licence for my office, what is the price?"),
    (1030, "Hi, I returned the jacket 3 weeks ago and tracking shows you received it on the 2nd. Still no refund on "
           "my card. Could you check please? Thanks, Marta"),
    (1039, "getting error 0x80070 when installing on windows 11, any idea?"),
    (1047, "hi my frend, the cost was 59 but bank take 95 from me. please give the difference back"),
    (1057, "our company card got declined on renewal and now all 40 staff accounts are frozen"),
    (1063, "can i move the delivery to another day? im away"),
    (1069, "2fa code shows up like 10 min late, bit annoying"),
    (1080, "quote for 1000 units pls"),
    (1088, "bought it on black friday for 30% off and its been 3 weeks, no sign of it."),
    (1095, "discount still on if i order 5?"),
    (1103, "pls change delivery address to my work one"),
    (1109, "my smart thermostat lost wifi after the update, house is 12 degrees"),
    (1119, "login loop on iphone"),
    (1125, "any discount for nonprofits?"),
    (1133, "we're a pharmacy, the insulin fridge shipment is stuck at the depot"),
    (1139, "how do i add a second user?"),
    (1145, "our warehouse burned down and we need 50 pallet racks to keep shipping, can you quote"),
    (1154, "no sound on video calls since tuesday"),
    (1160, "is a demo possible?"),
    (1167, "charged AGAIN after cancelling. want it back"),
    (1175, "pro version worth it?"),
    (1182, "need last 3 months invoices for an audit"),
    (1188, "address typo!! pls fix"),
    (1198, "Hello, the washing machine was meant to arrive between 8 and 12 and there has been no call, no driver, "
           "nothing. Can someone please tell me what is going on?"),
    (1212, "The boiler is showing error F28 and we have no hot water or heating at all. Please can an engineer come "
           "out?"),
    (1231, "My online account has shown my pet insurance policy as 'pending' for two weeks and when I click on it I "
           "get Error 500. I need to check that Biscuit is covered for his operation."),
    (1253, "Could you please tell me where my order is? It is a present for my grandson, a wooden toy kitchen, order "
           "number 60044. I ordered it on the 12th and the email said 3 to 5 working days, but I have heard nothing "
           "since. With thanks and best wishes, Elsie Morgan"),
    (1268, "Website won't let me put more than one item in the basket, it keeps emptying itself. Trying to order my "
           "repeat meds."),
    (1277, "Afternoon. I paid £25 upfront for a gutter clean back in October but your man never turned up. Could I "
           "have the money back?"),
    (1283, "Is there a way to turn off the beep the washing machine makes at the end of the cycle? It keeps waking "
           "the baby."),
    (1289, "Hello, we're a housing association and need a quote for 25 replacement electric cookers for our flats."),
    (1296, "Need a copy of my last 12 months of electricity bills for a mortgage application."),
    (1306, "my card keeps getting declined paying for the flea prescription but the money is definitely there. the "
           "dog is covered in them"),
    (1312, "REFUND MY £230. YOU CANCELLED MY FRIDGE DELIVERY AND KEPT THE MONEY. I NEED IT TO BUY ONE SOMEWHERE ELSE"),
    (1318, "hey the courier says he cant find my house and is taking the pushchair back to the depot. its 7b round "
           "the back. pls call him"),
    (1326, "Good morning, I am writing on behalf of my father, who is 84 and does not use email. He was sold a "
           "boiler cover policy over the phone in January which he did not understand and does not need, as his "
           "boiler is still under the manufacturer's guarantee. He has paid £27 a month since then. We would like "
           "the policy cancelled and his payments returned. Kind regards, Susan Clarke"),
    (1332, "Hi there I am from Poland living in UK, I order the baby car seat 2 weeks ago and still is not arrived. "
           "Tracking number not working. Please help me to know where is it."),
    (1338, "Microwave is sparking inside when I turn it on. Is it safe to keep using?"),
    (1347, "Can I pick my order up from the locker at Sainsbury's instead of home delivery? I'll be away."),
    (1354, "The heating control system you fitted at our school has locked every thermostat at 10 degrees. 300 "
           "pupils are sitting in their coats."),
    (1361, "my address is changing, can I update it for future deliveries?"),
    (1367, "The Rewards page in your app says 'Something went wrong' every time I open it."),
    (1373, "We're a small gym and want to stock protein bars and electrolyte drinks at the front desk. What are your "
           "wholesale terms?"),
    (1380, "why is my electric bill £612 this month?? its normally about £90. stop the direct debit"),
    (1386, "Our pet shop's weekly delivery of live food (crickets and locusts) has been sitting in your depot since "
           "Friday. Get it onto a van please."),
    (1393, "my payout of £212.40 was supposed to land tuesday. nothing in my bank. where is it"),
    (1403, "Why was I charged VAT on the domain renewal? My business is registered in Ireland and I entered our VAT "
           "number at checkout. Invoice INV-20931. I need a corrected invoice."),
    (1415, "After switching to eSIM my phone shows no service. I followed the QR code setup from your email. I'm "
           "abroad for work and need calls working."),
    (1426, "Courier left a card saying they tried to deliver but I was home all day. Can you rearrange the delivery?"),
    (1433, "Our whole team (14 people) can't log into the merchant dashboard since 9am, it just says 'session "
           "invalid'. We can't process any refunds or orders for customers. Please look into it."),
    (1442, "Hallo, my parcel is at customs in Frankfurt since 10 days. They want a invoice from the seller. I am the "
           "buyer, the seller is not answering. What can I do? The item is a used camera lens."),
    (1449, "Your system charged every one of our 230 subscribers twice overnight. People are cancelling. We need all "
           "the duplicate charges reversed."),
    (1461, "Hey, I entered WELCOME20 at checkout but was charged full price, £48. Can you refund the 20% difference?"),
    (1469, "Is there a way to export all my transactions as CSV? I want to do my budget."),
    (1478, "Can't log in to pay my bills - app says 'device not recognised' and the verification email never arrives."),
    (1486, "Hi! The buyer asked if I could send her parcel with a signed-for service. Can I upgrade the postage "
           "after the label is printed?"),
    (1494, "what does the family plan cost with 4 lines?"),
    (1500, "Why do my invoices now come from a different company name, 'NX Hosting Ltd'? Did you get bought?"),
    (1510, "Every login to our seller portal is failing with 'Error 502 bad gateway'. Our whole team of 25 agents is "
           "locked out."),
    (1518, "hi, small question, when the courier says 'delivery window 8-6' can I ask for a specific time?"),
    (1524, "A glitch in your payment app sent our payroll twice - £48,000 went out to 30 staff accounts, our "
           "business account is now overdrawn and supplier direct debits are bouncing. We need the duplicate batch "
           "reversed."),
    (1531, "when I drag photos into the uploader on Firefox nothing happens. works on Chrome"),
    (1540, "We'd like a demo of your seller analytics tools for our team of 8."),
    (1549, "Our merchant balance of £12,400 has been put on a 'reserve hold' with no explanation. Release it or call "
           "me."),
    (1557, "can I schedule a listing to go live at a certain time? can't see the option anywhere."),
    (1564, "Tracking says my phone will be delivered between 1 and 3pm. Can the driver come earlier or leave it with "
           "reception?"),
    (1576, "We're an agency with 140 domains on your platform. The auto-renew payment failed overnight because you "
           "charged an old closed card instead of the new one we added. 38 domains didn't renew, including our "
           "biggest clients' shops."),
    (1582, "how do i turn off the email notifications every time someone favourites my listing lol"),
    (1590, "Hi, I was charged twice for order #BK-44871 (the Shimano 105 groupset). Two identical charges of £489.00 "
           "showed up on my Monzo this morning. Can you reverse one of them?"),
    (1596, "Price on the DJI Mini 4 Pro dropped two days after I bought it from you (I paid £799, it's now £699). "
           "Any chance you could credit the £100 difference back?"),
    (1602, "Tracking number TB00293847 hasn't updated since Monday. Just want to make sure the bike rack is not lost "
           "somewhere."),
    (1609, "the website crashes every time i try to checkout with the torque wrench in my basket lol. third time now."),
    (1616, "We are a garage group with 9 sites and are interested in a trade account for brake discs, pads and "
           "filters. Who can I speak to about pricing tiers?"),
    (1631, "Invoice please for order 30918, need it for the insurance claim"),
    (1637, "Hello, I would like to collect order 66129 from a pickup point instead of home delivery, because I work "
           "in the daytime. Is this possible? Thank you"),
    (1646, "How do I calibrate the torque sensor on the Bafang M510? Assist feels stronger on the left pedal than "
           "the right."),
    (1652, "Do you have the Sony A7 IV in stock at the Manchester store? Want to come in and buy it."),
    (1666, "Dear Sirs, I request a full reimbursement of £1,249 for the e-bike (order EB-90021) returned under your "
           "30 day policy on 2 May. Please confirm the date of payment. Regards, Dr P. Anand"),
    (1672, "hello the payment went through twice on my klarna, once 89.99 and again 89.99 for the same pair of "
           "hiking boots, please can one be cancelled and the money sent back"),
    (1679, "Can the exhaust system I ordered be delivered to my workplace instead? Same city: Unit 4, Parkside "
           "Industrial Est, Coventry CV1 4LQ. I don't think it's shipped yet. Just let me know."),
    (1686, "We're a drone survey company. Our only survey drone shows 'compass error' and won't take off, calibrated "
           "it twice. Need help with it."),
    (1691, "hi im thinking of getting into drone photography, what would you recommend under 500 quid? total beginner"),
    (1706, "Our invoice for the 3 rolls of roofing felt shows £0 VAT, but we're VAT registered and need a proper VAT "
           "invoice for our return."),
    (1712, "Can I get the £30 back for the missing lock? The box came without it and I had to buy one locally."),
    (1719, "Hi, can I get an evening delivery slot? I'm never home during the day and the courier has tried twice "
           "already with my mountain bike."),
    (1725, "Our music academy's lesson booking page on your platform shows 'Error 502' for every student. Around 200 "
           "students can't reserve practice rooms."),
    (1731, "Do you have the Canon RF 100-500 in stock? I'd like to order it."),
    (1747, "do you accept apple pay for click and collect orders?"),
    (1753, "parcel stuck in the pickup locker and the code in the text doesnt work."),
    (1760, "I'm writing from a primary school. 25 chess sets were meant to be delivered for our inter-school "
           "tournament. Tracking has said 'out for delivery' since 7am. Please call the driver!"),
    (1767, "Hi, complete beginner here, how do I tune the ukulele I bought? The clip tuner says 'G' but when I "
           "tighten it the string goes sharp then snaps 😅"),
    (1773, "how much would the Trek Fuel EX 8 be with the dropper post upgrade? wanna buy it if the price is right"),
    (1788, "the discount code didnt apply, total was 64 instead of 54. please put the 10 back on my card"),
    (1794, "change delivery address to 14 Hill Rd pls, order 9921."),
    (1802, "our whole checkout page is throwing a 500 error and customers can't pay"),
    (1809, "We're a small cafe chain with six locations and we're looking at replacing our tills with your POS "
           "system. Could someone give us a demo?"),
    (1826, "Hello, invoice INV-20931 includes German VAT but we are a registered business with a valid VAT ID and "
           "should be reverse-charged. Could you reissue the invoice?"),
    (1833, "Our produce order for the restaurant didn't arrive this morning. No lettuce, no tomatoes, nothing."),
    (1848, "can i get a trial before paying?"),
    (1862, "my bill shows a roaming fee but i never left the country."),
    (1868, "our dog food didnt arrive"),
    (1874, "The 40 display stands we ordered for our trade show stand still say 'label created'. Can you confirm "
           "they are actually on a truck?"),
    (1881, "My email verification code always arrives after it has already expired, so I can't finish my visa "
           "application."),
    (1888, "Would you consider a reseller partnership? We run three bike shops in Porto. A call would suit us."),
    (1901, "driver never came so i paid for a taxi. reimburse me"),
    (1909, "can i add a safe place note"),
    (1920, "guest forgot the safe pin, how do i reset it"),
    (1927, "can you rent us 50 chairs for an event"),
    (1941, "compensation to my card for the cancelled flight pls"),
    (1946, "dress for the wedding still not delivered"),
    (1951, "food bank delivery missing"),
    (1956, "login broken for the whole sales team"),
    (1961, "voice assistant doesnt understand my accent lol. any tips?"),
    (1966, "interested in your franchise"),
    (5, "Why does my membership say €9.99 a month when I signed up at €6.99? It's been like this for 2 months. I'd "
        "like it corrected."),
    (13, "Courier left my garden hose reel with the neighbours which is fine, just letting you know the photo on the "
         "tracking page is of the wrong house."),
    (21, "hey the app keeps crashing whenever i open my orders tab. it says my parcel was delivered but i cant see "
         "anything else bc it crashes lol"),
    (28, "Hi! Is there a free trial of your recipe box, or a first-box discount? :)"),
    (45, "hello, my mum (82) ordered a tablet from you by mistake, she meant to buy a radio. she has sent it back "
         "unopened. could you give her the money back? her pension is small and she is quite worried. regards, Daniel"),
    (52, "The fridge we ordered for our care home was due yesterday and hasn't come, and the old one has died with "
         "the residents' insulin and medication in it. We need that delivery."),
    (59, "How do I connect the bluetooth speaker to two phones at once? Can it even do that?"),
    (66, "We're planning a corporate gift order of skincare sets for about 300 employees. Could we schedule a call "
         "to discuss pricing?"),
    (71, "Would you price-match the 4K monitor at 279? Saw it cheaper elsewhere."),
    (87, "my klarna says i owe you 3 payments but i paid it off in full in january. can you tell klarna??"),
    (94, "the lipstick shade you sent is 'Coral Crush' but i ordered 'Berry Night'. easy mistake, can you send the "
         "right one"),
    (102, "My account shows someone else's orders and home address in Bristol! I've never lived there. That means "
          "other customers' details are exposed. This is a data leak, fix it."),
    (108, "is the 65 inch tv coming back in stock? i'd like to buy it"),
    (123, "I was overcharged by 18.40 on the garden furniture set, the price dropped the day after I bought it and "
          "your page says 14-day price protection. I'd like the difference back."),
    (130, "Hi! The swimsuits I paid express delivery for haven't come. Tracking is stuck at the local depot. Can "
          "anything be done?"),
    (136, "My daughter's school uniform hasn't come and the tracking number you gave doesn't work on the courier's "
          "site. Please help."),
    (142, "Hi, delivery of the verification code to my email takes forever, sometimes an hour. Could you look into "
          "it?"),
    (147, "Looking to order about 2,000 of your phone cases for our retail chain. Can someone from sales call me?"),
    (162, "Our business uses your subscription billing for 1,200 box customers and your system cancelled every one "
          "of their payments. They're all getting 'subscription ended' emails."),
    (169, "dude where's my car seat. order 30055."),
    (175, "Sent the wrong size jeans again (W34 instead of W32). Second time! Please swap them."),
    (181, "Our hospital ward bought 12 of your digital thermometers and since the firmware update they all show "
          "'Err'. Is there a reset procedure?"),
    (187, "We're a regional supermarket chain and our organic baby food supplier failed a safety inspection; shelves "
          "in 40 stores are empty. Can you quote for a bulk order?"),
    (200, "Hi, I was charged twice for order #44120, $89.50 on the 3rd and again on the 4th. Please reverse the "
          "second one."),
    (207, "Tracking has said 'out for delivery' since Tuesday but nothing has arrived."),
    (215, "Your tracking page just gives me 'Error 502 Bad Gateway' every time I put my order number in, so I can't "
          "see where my parcel is."),
    (221, "The password reset link opens a blank white page in Chrome and Edge."),
    (227, "Saw your offer on Instagram, buy 2 get 1 free. Does it apply to the large candles too?"),
    (240, "We were invoiced for 25 seats but we only have 18 active users. Please correct invoice 2024-0117 and "
          "we'll pay the right amount."),
    (247, "The courier left my parcel 'in a safe place', which apparently means the bin area of my building. It's "
          "gone. Order 88213. I'm not after a refund, I just want it sent again."),
    (254, "Our store checkout has been throwing a 500 error since your plugin updated. Nobody can pay."),
    (259, "Since your last update the Outlook calendar sync duplicates every meeting, which is annoying."),
    (267, "Can I get a quote for 500 branded USB sticks? They're for a conference."),
    (282, "Our card has been charged for the Enterprise plan every hour since 3am, 27 charges of $499 so far. STOP "
          "IT and reverse them, our account is overdrawn."),
    (289, "Meal kit came warm, the chicken was at room temperature, box was left on the step all afternoon. I don't "
          "want a refund, just make sure my next box comes with proper ice packs."),
    (297, "The e-reader won't turn on since the update. Black screen, the charging light just blinks."),
    (302, "We're planning a company retreat for 60 people. Could you send a group rate for the lodge?"),
    (320, "Do you charge VAT on orders to Switzerland? My last invoice shows 20% UK VAT and I'm not sure that's "
          "right."),
    (326, "Ordered a bunk bed, only 2 of the 4 boxes arrived and the other 2 aren't even on the tracking."),
    (332, "We run a restaurant and our order of takeaway containers hasn't arrived."),
    (339, "The 'Track my order' button in your app opens a page that just says 'Something went wrong'. I'd like to "
          "see where my parcel is."),
    (345, "We're a hotel group interested in putting your smart locks in 12 properties. Could we talk partnership "
          "pricing?"),
    (360, "free shipping was promised over 50 euros, my cart was 62 and you still charged 6.90 shipping. give back "
          "the 6.90"),
    (365, "Our ward was meant to get the replacement oxygen sensors and the courier says the van has broken down. We "
          "have patients on monitors that need them."),
    (372, "The bike arrived with a scratch on the handlebar. I don't want money back or a new bike, maybe just a "
          "touch-up pen if you have one?"),
    (379, "The ticket kiosks at our cinema froze, all three screens just show a spinning wheel."),
    (386, "is there any discount for pensioners on the hearing aids"),
    (401, "Good morning, our company invoice INV-20931 was issued without our VAT number, so our accounting "
          "department cannot process it. Could you reissue it with VAT ID DE284019331? Kind regards, Petra Lindqvist"),
    (409, "got my mesh wifi kit but only 2 units in the box, the order says 3-pack. can you send the missing one?"),
    (416, "how do I turn off autoplay of the next episode on the tv app?"),
    (422, "Hi, thinking about switching to your fibre 500 plan. Is it available at postcode LS6 2AB, and is there an "
          "installation fee?"),
    (437, "charged 59.99 for a game i preordered and then the preorder got cancelled on your end. wheres my money?? "
          "i need it back"),
    (443, "This is the fourth time I am writing. You promised compensation for the 10 days without internet in "
          "November and I still have not seen a cent. Put it on my account or I'm cancelling."),
    (450, "My wifi extender order hasn't shipped yet. Could you change the address to my office, 14 King St, Unit 3?"),
    (457, "Entire call centre, 60 agents, lost VoIP service. Customers cannot reach us at all."),
    (466, "Can you do a better price if I sign up for 2 years instead of 1? Your competitor is offering 20% off."),
    (481, "Hi there, I paid for the yearly Pro plan but my account still shows Free and I'm being billed monthly on "
          "top of it, so I'm paying twice. Please refund the monthly charges."),
    (487, "We ordered 200 SIM cards for our delivery vans and the shipment is lost. Without data the drivers can't "
          "use the routing app, half our fleet is standing still."),
    (492, "Hi, all 300 of our students have been locked out of the learning platform since 8am, SSO returns "
          "'invalid_grant'. Please escalate."),
    (500, "Hello, we are opening 3 new stores and want your business fibre plus a 4G backup line at each. Could you "
          "prepare a quote?"),
    (505, "Do you ship the smart garden kit to Canada and how long does it take?"),
    (520, "The 20% loyalty discount I was promised on the phone isn't on my bill. Call reference CX-33921. Please "
          "fix it."),
    (527, "We run a medical clinic and the replacement network switch you shipped was delivered to the wrong branch. "
          "Our patient records system is offline until it's installed."),
    (532, "The smart plug schedule ignores daylight saving time and turns on an hour early. Could you look at it?"),
    (541, "We'd like to run a pilot of your device management for 50 users before committing to 2,000. Could you "
          "send info about trials and volume pricing?"),
    (554, "So here's what happened. I signed up for the cloud photo plan in February because my phone was full, then "
          "a week later realised my work already gives me 1TB elsewhere, so I cancelled in the app and got a "
          "confirmation email (still have it). Now my bank statement shows you've taken 9.99 every month since, five "
          "payments in total. I'd like those five paid back please. Not angry, just want it fixed."),
    (561, "ALL 80 OF OUR EMPLOYEES' PHONE LINES WERE CUT OFF because your billing system marked our paid invoice as "
          "unpaid. Our sales team can't call anyone. Restore service, proof of payment attached."),
    (568, "The 6 tablets and card readers you promised for our new store haven't arrived. Tracking hasn't moved "
          "since yesterday."),
    (573, "Our whole company (250 users) cannot sign in to email since your identity provider change at 9:00. Nobody "
          "can work. Please escalate this to an engineer."),
    (579, "How much would 5 smart thermostats plus installation cost for a small office?"),
    (594, "Invoice INV-20417 charges VAT at 20% on the whole amount, but the maintenance contract part should be "
          "zero-rated as our company is registered in Jersey. Could we have a corrected invoice?"),
    (606, "Password reset email never arrives. Tried 5 times and checked the spam folder. User is "
          "j.okafor@brightdesk.co.uk. I need to get a purchase order submitted through the portal."),
    (618, "Could you switch our account from card payment to bank transfer on 30-day terms? Finance would like that."),
    (624, "Do you deliver to Northern Ireland? Before I place an order for 60 office chairs for our office move I "
          "need to know you can get them here."),
    (630, "The 3 card terminals arrived but there were only 2 in the box. Packing slip says 3. The third one is for "
          "our new branch, can you send it out?"),
    (643, "We're opening 3 new offices and will need roughly 90 desks, 90 chairs and 12 multifunction printers. "
          "Could you put together a package price?"),
    (653, "Forklift scanner keeps dropping its connection to the WMS every 10-15 minutes, which is annoying. Can "
          "someone look at it?"),
    (660, "What's the price difference between the Standard and Pro plans of the rota software for 40 employees? I "
          "have to present the numbers to our board."),
    (667, "You charged VAT on the goods exported to our Swiss branch. Exports outside the UK should be zero-rated. "
          "We want the VAT portion, £318.40, credited back to us."),
    (673, "Your system charged our card 14 times for the same £312 order. Our overdraft is maxed out. Reverse these "
          "charges!!!"),
    (681, "We're considering moving our 6 restaurants over to your POS system. Could you send a brochure and rough "
          "pricing?"),
    (690, "The self-service kiosk at our front counter keeps rebooting every few minutes, can you get someone to "
          "look at it?"),
    (696, "Could you quote for printing 2,000 A5 flyers and 200 A2 posters for our food festival? We'd need artwork "
          "proofs too."),
    (708, "Could you send copies of all our invoices from last financial year? Our new bookkeeper wants them in one "
          "PDF."),
    (715, "Our hospital canteen's delivery of disposable trays and cutlery hasn't arrived. Order HC-3310."),
    (725, "Does the inventory app have an API? Our developer wanted to know for a side project."),
    (731, "Our main process pump failed and the factory floor has stopped. Do you have a Grundfos CR 10-6 in stock? "
          "We'll pay whatever the delivery costs."),
    (738, "Can we have the invoices addressed to our head office in Bristol from now on instead of the branch?"),
    (749, "The popcorn machine parts for our cinema were delivered to the wrong site. The machine is in pieces and "
          "without it the concessions stand can't open, that's most of our takings. Please get them sent to the "
          "right site!!"),
    (756, "card machines not working in any of our 5 cafes. error 'Terminal not registered'. please sort it"),
    (766, "Our only commercial fridge has died. Do you have any upright fridges in stock for delivery to Bristol? I "
          "need a price."),
    (773, "we got charged full price for the chairs even though the 10% bulk discount was confirmed in quote Q-2281. "
          "thats £186 too much. credit it back to the card please"),
    (779, "Hi, one of the 6 boxes of till rolls is missing from delivery 5501."),
    (785, "Could someone explain how to set up automatic backups in the inventory software?"),
    (794, "Hi, I bought the online photography course last week but the video lessons won't play on my iPad, just a "
          "black screen with the spinning wheel. Sound works though. Any idea would help."),
    (804, "Your website keeps kicking me back to the seat selection page when I try to pay for the theatre tickets. "
          "Tried Chrome and Firefox, same thing."),
    (814, "App crashes every time I open the 'My Trips' tab. Android 14, Pixel 7. Reinstalled twice. I need the "
          "boarding pass on it!!"),
    (822, "thinking of getting the annual membership instead of monthly - is there a discount if I pay upfront?"),
    (829, "Hi team, since this morning none of our 30 instructors can log in to the class scheduling dashboard. We "
          "can't see who's booked. This is stopping our whole studio."),
    (840, "Guten Tag, I paid for the 10-class pack but the studio closed permanently after I used only 2 classes. "
          "Please refund the remaining 8 classes, that is 96 euro. Mit freundlichen Grüßen, Jonas Weber"),
    (850, "The rental company charged me £150 for a scratch that was already there when I picked the car up. I have "
          "photos with timestamps. I want that charge reversed."),
    (859, "The course certificate PDF won't download, it just opens a blank tab. I need to show it to my employer."),
    (868, "Our event badges for the conference haven't arrived. There are 800 attendees and without the badges we "
          "have nothing to hand out."),
    (876, "Hi! Do you have any courses in Portuguese or only English?"),
    (887, "Flight was cancelled by the airline, I booked it through you. They say you have to process the refund. I "
          "need that money back to book another one."),
    (893, "My order 44521-B still shows 'label created' after 5 days. I'd like to know it's actually been sent."),
    (899, "The workout timer in your app resets to zero if I switch over to my music app. Could you fix that in an "
          "update?"),
    (910, "Is there a demo of your booking software for gyms? We'd want to see it before switching from our current "
          "system."),
    (922, "We're a hospital canteen and the lunch delivery for 300 staff and patients hasn't arrived. Please send "
          "whatever you can."),
    (928, "Hiya, the tour we booked in Rome got cut from 4 hours to 2 because the guide turned up late. I think half "
          "the price back would be fair. Thanks, Priya"),
    (936, "Is the weekend car rental offer still valid?"),
    (946, "We want to buy 20 online course licences for our staff. Can you do a volume discount?"),
    (954, "We're a catering company and the hot food boxes for a 500-person conference lunch were sent to the wrong "
          "venue across town. Redirect the driver!"),
    (960, "Kitchen tablet stopped receiving orders from your app, customers getting nothing!!"),
    (966, "Hi I need to buy 4 tickets for the final, is the family bundle still available?"),
    (972, "Every invoice your system sent to our 300 members shows double the monthly fee. Members are cancelling. "
          "We need corrected invoices sent out."),
    (979, "Our whole shipment of 1,200 t-shirts for our charity fun run is stuck with the courier. This is a "
          "disaster, please help."),
    (989, "Can the driver leave the gym equipment with reception? I won't be in the building to take it."),
    (1006, "my invoice still shows our old company address, can someone update it"),
    (1019, "wrong adress on my order!! its 14 Elm st not 41, please change it"),
    (1031, "could my next box come on thursdays instead of mondays"),
    (1042, "I've been charged for a premium plan I never signed up for. I'd like that reversed to my card please."),
    (1049, "export contacts to csv how?"),
    (1058, "one of the 3 plates came smashed. dont need money back, just a new plate."),
    (1064, "website checkout throwing 500 for every customer since midnight"),
    (1082, "there are 3 of us and we all got billed for the team plan separately. we want the two extra charges "
           "credited back"),
    (1089, "how to change language to french?"),
    (1098, "the fridge for our restaurant hasn't been delivered and the old one died"),
    (1104, "ALL 30 TERMINALS FROZE"),
    (1110, "We need 500 branded hoodies for an event. Can you even do that? Call me."),
    (1120, "ship to canada? want to order"),
    (1128, "parcel lost? can you check"),
    (1140, "do u have a referral program for buyers"),
    (1147, "our clinic's subscription lapsed because the payment failed and the doctors cant open patient records"),
    (1155, "bulk price? need a quote"),
    (1162, "i'd rather not have a replacement, just put the 60 back on my visa"),
    (1169, "verification sms never delivered to my phone and im trying to pay my rent"),
    (1177, "your invoice said net 30 but you already sent us to collections, our supplier account is frozen and the "
           "trucks cant load"),
    (1183, "hold my parcel at depot? im travelling"),
    (1202, "We run a small day nursery (34 children) and would like a quote for wipes, nappies in sizes 3 to 5 and "
           "hand sanitiser delivered monthly. Could someone send prices?"),
    (1213, "Hello! Do you offer a multi-pet discount on the monthly flea and worming subscription? Thinking of "
           "signing up both cats and the dog."),
    (1235, "Good day. I manage a group of four veterinary clinics in the Midlands and we are reviewing our suppliers "
           "of prescription diets and clinical consumables. Would it be possible to arrange a call with someone on "
           "your trade team to discuss volume pricing and account terms? Best regards, Priya Mehta, Operations "
           "Manager"),
    (1255, "Could you explain the 'standing charge' on my water bill? It is £48 for the quarter and I barely use any "
           "water, living alone. I'm not complaining, I would just like to understand it."),
    (1272, "Hi, your system has taken my gas direct debit three times this month, £134 each time. I'm a single mum. "
           "I need the two extra payments put back please."),
    (1278, "We are a community pharmacy and the cold chain delivery with the vaccines for our flu clinic hasn't "
           "arrived. Where is it??"),
    (1284, "Do you have the Philips air fryer in stock at the Leeds store? I'd like to pick one up rather than order "
           "online."),
    (1291, "We are a small care home and your pharmacy billing system has charged our business account £4,870 twice "
           "for last month's residents' medication. It has pushed us over our overdraft. Please reverse the "
           "duplicate."),
    (1297, "Please do NOT deliver my order, I won't be at that address. Can it be stopped?"),
    (1307, "Dear Sir, I placed an order for a new kettle and toaster on the 2nd. I wondered if it would be possible "
           "to have them delivered to my daughter's house instead, as I shall be staying with her. Yours sincerely, "
           "Harold Wickham"),
    (1313, "We ordered 200 boxes of nitrile gloves and hand sanitiser for our three clinics and it hasn't arrived. "
           "We are completely out and cannot see patients safely, staff are being sent home. Where is the delivery??"),
    (1319, "the meter reading page keeps erroring when i submit"),
    (1327, "my order is a couple of days late, just let me know when it might turn up"),
    (1333, "Hi, your app shows the wrong pet name on my account (it says Bella, the dog is Bonnie). Could you fix it?"),
    (1341, "Could I have my direct debit date moved from the 1st to the 28th? I get paid at the end of the month."),
    (1348, "email verification code never arrives when i try to sign up to the smart meter portal. tried 5 times."),
    (1355, "hi do you sell rabbit hutches?"),
    (1362, "Does the smart fridge app work with Alexa? Nothing is broken."),
    (1368, "price for the 3 year extended warranty on the Hotpoint dryer if i buy them together?"),
    (1375, "Our dental practice has had its water supply cut off for non-payment, but we paid the bill in full last "
           "Tuesday. We cannot work without water. Reconnect it!"),
    (1381, "Wrong colour bottles came (pink, not the blue ones I ordered). Not bothered about a refund, I just want "
           "the right ones. Could you swap them?"),
    (1387, "Hello, do you install EV chargers as well as boilers? We're getting an electric car."),
    (1394, "The 6-digit login code never arrives by SMS. I've tried five times. I'm locked out of my wallet."),
    (1404, "The paper tickets I bought for the concert still haven't come. Seller says he posted them Royal Mail "
           "first class on Monday. Where are they??"),
    (1418, "Hello! I'm thinking of ordering 300 canvas prints for a café chain opening. Do you do bulk pricing and "
           "how long would 300 take?"),
    (1428, "Hi there, I returned the trainers to the seller on 2 Feb using your prepaid label, tracking shows they "
           "were delivered back on the 5th. It's now the 19th and I haven't had my £64 back. Could you chase this up?"),
    (1434, "Is the 2TB storage plan available with monthly billing or only yearly? I might upgrade."),
    (1444, "My payout was split into two, one for £40 and one for £12. Total should be £68 according to my sales "
           "page. Where did the other £16 go? Need it sorted."),
    (1453, "Could you send me a VAT receipt for order 88412? The one on the site only shows the total. It's for my "
           "expenses."),
    (1464, "I ordered the 8x10 prints with express delivery for an exhibition opening. Status still says 'printing'. "
           "Will they get here?"),
    (1470, "Our ticket resale account was debited £3,400 in 'chargeback fees' for sales we never made. Our float is "
           "empty and we can't pay out any of our sellers. Return the money."),
    (1479, "I want to buy the two VIP tickets for the show that someone listed at £140. Are they still available?"),
    (1488, "How do I add a second user to our photo printing business account?"),
    (1495, "my direct debit for the contract bounced because you tried to take it 3 days early. the bank is charging "
           "me a fee. please take it properly"),
    (1501, "The SIM card you sent went to my old address. What do I do??"),
    (1512, "hello?? the resale site took £210 for 2 tickets and then the tickets got cancelled as 'invalid'. i want "
           "that money back, refund me"),
    (1519, "Need 3 SIM cards with data for a film crew flying to Morocco. Can I buy them and pick them up in store?"),
    (1525, "Hi there, my husband and I are thinking of switching both our phones to you when our contracts end. What "
           "deals do you have for two lines?"),
    (1534, "The seller fees on my last 3 sales were 15% instead of the 10% on your fees page. Can someone explain?"),
    (1541, "I've been locked out after too many wrong PIN attempts on the payment app. I need to send my daughter "
           "money for a taxi."),
    (1550, "Our event's wristbands (order 4410, 3,000 units) haven't arrived and the courier says 'exception - held "
           "at hub'. We literally cannot let anyone in without them."),
    (1558, "Our payment provider shut us off without warning. We need to sign up for your merchant account and be "
           "taking card payments. Which plan do we need to go live?"),
    (1567, "I can't get into my email hosted with you, the password isn't accepted and the reset link goes to the "
           "same inbox I can't open."),
    (1577, "We use your card readers at our pharmacy and none of the 4 devices will pair since the firmware update. "
           "We can't take any payments."),
    (1583, "Hello, could I change the delivery to the pickup locker at the station for the order I just placed?"),
    (1591, "Could you re-issue invoice INV-20931 with our company name and VAT number on it? Our accountant needs it "
           "for the books."),
    (1597, "Hi there, order 77120 (Catan plus two expansions) was marked as delivered yesterday at 14:02 but nothing "
           "arrived. Neighbours haven't got it either. It's my son's birthday present, could you chase the courier "
           "please?"),
    (1603, "HEY I PAID FOR NEXT DAY DELIVERY ON THE CAR BATTERY AND ITS BEEN 4 DAYS. CAR IS DEAD ON THE DRIVE"),
    (1610, "My digital piano from you (SP-280) has a key, the C# above middle C, that clicks and sounds twice. Is "
           "there any fix we can try?"),
    (1618, "hi is there any offer on the Gloomhaven + Frosthaven bundle if I buy both?"),
    (1632, "You charged UK VAT on my order even though it's being delivered to Jersey and should be zero-rated. "
           "Could you sort that and refund the VAT part (£41.50)?"),
    (1638, "The dining table arrived but it's the oak finish, I ordered walnut. Chairs are right. Can you swap the "
           "table?"),
    (1647, "since your portal update yesterday none of our staff can log into the trade ordering system. we are a "
           "dealership with four shops and cannot process a single order"),
    (1653, "Hi, I'm a secondary school music teacher. We're looking to buy 25 ukuleles and 5 keyboards. Could you "
           "send an education pricing quote?"),
    (1667, "Charged £9.99 a month for 'Pro Member' since Feb. Never signed up. Reverse all of it."),
    (1673, "Is there a way to pay the remaining balance on my layaway for the Les Paul by bank transfer instead of "
           "card? Card limit issue."),
    (1681, "Our running club needs the 40 race vests for our marathon. Order 4410 is still showing 'processing'. Can "
           "you confirm it will ship?"),
    (1687, "E-bike motor cuts out every time I go over 20 km/h and then comes back. Battery is full. Started last "
           "week. I commute on it every day so some advice would be great."),
    (1692, "Good afternoon, we're a co-working space fitting out a new floor. We'd like a quote for 60 flat-pack "
           "desks, 60 chairs and 20 storage units, with assembly if you offer it."),
    (1707, "Hi, my direct debit for the bike insurance add-on failed because I changed banks. How do I update my "
           "payment details?"),
    (1714, "Morning, could you hold my order until I'm back from holiday? I don't want a guitar sitting on my "
           "doorstep. Order 30021."),
    (1720, "We're a bike rental company on the coast. Our order of 50 chains and 30 brake sets hasn't arrived and "
           "half our fleet is grounded. WHERE IS IT?"),
    (1726, "how do i turn off the beeping on the e-bike display every time i change assist level?"),
    (1732, "Hi, we run a fleet of 30 delivery vans and need a new supplier for tyres and service parts. Our current "
           "one went bust and we have vans off the road. Can someone call me about a trade account?"),
    (1749, "Please send a copy of the invoice for order 10294 to accounts@harrisjoinery.co.uk, we need it for our "
           "books."),
    (1755, "Dear team, the bathroom vanity unit arrived with a large crack in the ceramic basin. Could you send a "
           "replacement basin? I do not want a refund."),
    (1761, "We're a music venue. The digital mixing desk we bought from you froze mid soundcheck and won't boot past "
           "the logo."),
    (1768, "Hello, I can't register my drone on your warranty portal, the page just gives 'Error 404'."),
    (1774, "Our escape room business is opening three new rooms and we need 30 padlocks, 12 combination safes and "
           "various props. Could you quote?"),
    (1789, "where's my receipt? accountant needs it"),
    (1795, "tracking stuck since monday, its a birthday present"),
    (1803, "how do I pair the headphones with a second phone?"),
    (1811, "need 30 branded mugs for a conference, can you make that?"),
    (1828, "switch me to yearly billing"),
    (1834, "charger missing from box, need it for work"),
    (1842, "smart lock wont open, im locked out with my baby"),
    (1850, "need a quote for 12 laptops"),
    (1863, "STOP TAKING MONEY FROM MY ACCOUNT. I CANCELLED IN MAY AND I WANT EVERY PENNY BACK"),
    (1869, "i think it was delivered to the wrong house. its frozen food"),
    (1877, "The online store is down!!"),
    (1882, "badge readers at the main entrance stopped scanning, 200 employees cant get in"),
    (1889, "is the spring sale still on? want to order"),
    (1902, "you debited all 300 of our staff twice. reverse it"),
    (1916, "card terminals offline in all 5 stores, cash only"),
    (1922, "can i undo a deleted note?"),
    (1929, "hi, interested in a partnership with you guys"),
    (1942, "your billing took our whole monthly ad budget in one go and every campaign stopped"),
    (1952, "replacement part hasnt come"),
    (1957, "app crashes on start, i need it for my exam"),
    (1962, "can i order 500 units? quote please"),
    (1967, "free trial available? want to start one"),
    (6, "MY CARD GOT CHARGED 389 EUROS FOR A SOFA I CANCELLED THE SAME DAY. I NEED THAT MONEY BACK"),
    (14, "Parcel marked delivered at 14:02. Nothing at my door, nothing with neighbours, nothing in the bin. I need "
         "this located, it's a laptop worth 1,200."),
    (22, "How do I set the delay timer on the convection oven I got from you? The manual only covers the basic bake "
         "mode."),
    (30, "I run a beauty salon and would like to stock your skincare line. Who do I talk to about wholesale pricing?"),
    (47, "Checkout gave me 'payment failed' but my bank app shows 129.00 pending to you. Did the payment go through "
         "or not? I don't want to pay twice."),
    (53, "could you tell me if the pickup point on Rue Berthier is still open? my parcel goes there"),
    (61, "On my phone the checkout page is blank under 'Delivery options', I can't select anything and can't "
         "continue. It works on the laptop."),
    (67, "Is the 'buy 2 get 1 free' on paperbacks still running? thinking of ordering"),
    (81, "I ordered a cot for our baby and it came with a cracked rail, so it's unusable. I'd like a full refund "
         "rather than a replacement, since I'll buy another one somewhere."),
    (90, "hi, the tracking link for my hiking boots just says 'label created' for 6 days now, is it actually shipped?"),
    (96, "Is it possible to push my sofa delivery back by two weeks? The flat isn't ready yet."),
    (103, "Card reader we bought off your site won't connect to the till at our market stall, it's our only way to "
          "take payments"),
    (110, "Need 500 branded tote bags for a conference. Can you quote and confirm delivery?"),
    (125, "Could you add our company VAT number to the invoice for order 41872?"),
    (131, "Ordered 6 houseplants, got 5, one pot was just soil. Don't need a refund, just send the missing monstera."),
    (138, "Our online store checkout (we use your payment plugin) has been failing for every single customer since "
          "the update. Zero sales. Please help."),
    (143, "my new headphones only play in the left ear. tried 2 phones."),
    (148, "Do you ship furniture to the Canary Islands? Planning to furnish a holiday flat."),
    (163, "i have a question about my invoice, the item is 49.99 but the total says 64.99 and there's no shipping on "
          "it. can someone explain?"),
    (170, "Good evening, I'm writing for my father who is blind. The courier keeps leaving cards he can't read. "
          "Could you add a note to always ring and hand the parcel over? It would help a lot."),
    (176, "The grocery delivery window was 7-9pm and nobody came with the order."),
    (182, "hello how can i connect my new printer to wifi, the app ask me a code and i don't know which one."),
    (188, "Could you tell me if you plan to stock the Sakura series of fountain pens? I'd buy the whole set."),
    (201, "I don't want a refund, I just need a proper VAT invoice for the desk chair we bought in May."),
    (208, "The parcel turned up but the box was crushed and two of the four mugs are in pieces. I don't want a "
          "refund, could you just send two replacements?"),
    (216, "Not getting the verification code email. Checked spam, tried 3 times. I need to get into my account to "
          "download my concert tickets."),
    (222, "Thanks for sorting the refund last month! Different problem now: the printer won't connect to wifi since "
          "the firmware update."),
    (228, "Could I book a demo of the scheduling tool for my team?"),
    (242, "YOU CHARGED MY CARD 1,200 INSTEAD OF 120 FOR THE HOTEL DEPOSIT. REVERSE IT"),
    (248, "My pharmacy order with my insulin pens was due yesterday and still hasn't come."),
    (255, "the game keeps saying server unavailable but my friends can play fine. restarted the router twice."),
    (261, "The email with my download link never arrived. I paid yesterday, order 7731-B. I don't want my money "
          "back, I want the software."),
    (268, "does the pro version include offline mode? trying to decide between that and the basic one"),
    (284, "Which payment methods can we use for the renewal? Our finance team wants to move from card to bank "
          "transfer."),
    (291, "We ordered 30 folding chairs for our event and the courier marked it 'delivery exception'. What does that "
          "mean and will it still get here??"),
    (298, "the app keeps sending me 'Your order is on its way!' for an order I got a month ago. like 10 a day lol "
          "please make it stop"),
    (304, "We're looking to buy 200 licences for our hospital group. Who should I talk to?"),
    (321, "Your course platform charged me 199 for 'Lifetime Access' and then 19 a month on top of that. I'm a "
          "student, I can't afford this. Please pay me back the monthly charges."),
    (328, "Hi, can I push my delivery to later as I'm away? Order 40417, I don't think it has shipped yet."),
    (333, "wifi keeps dropping every 10 min since the new router came. this is killing me"),
    (340, "The thermostat app shows the temperature about 4 degrees wrong. The heating itself works."),
    (346, "do u sell replacement blades for the old model"),
    (361, "Hallo, my invoice is in the wrong currency, we pay in CHF but the invoice says EUR. Our accounting cannot "
          "book it. Can you send a new one?"),
    (367, "Hello! I got a message saying 'delivery attempted, no one home', but I was home all day and the doorbell "
          "camera shows nobody came. Can you book a new delivery?"),
    (374, "Our clinic's appointment system is down, every page times out. We can't see who is booked in."),
    (380, "my account got hacked, someone changed the email and password and is buying stuff with my saved card"),
    (387, "Our usual supplier let us down and we need 2,000 nitrile gloves for the clinic. Can you quote and deliver?"),
    (403, "Why did my internet bill go up by $6 this month? Didn't get any notice about a price change."),
    (410, "Can I switch my delivery to a pickup point? I'm never home during the day. Order 7781-A, the doorbell "
          "camera."),
    (417, "the smart bulb shows offline in the app but turns on fine from the wall switch. reset it 3 times already. "
          "any ideas? it's the hallway light"),
    (423, "We are a school district evaluating device management software for classroom tablets. Could we get a "
          "demo, and a quote for 1,200 devices?"),
    (438, "Could you send me receipts for my last three payments? I need them for an expense report."),
    (445, "tracking number doesnt work on the courier site. need to know where my dock is"),
    (452, "Salut, I receive the box for the camera but inside is a different product, a baby monitor. Please tell me "
          "how to return it and get the good one."),
    (459, "after cloud save sync my 80 hour save file is gone and it loaded a save from march?? is there a backup on "
          "your side? please look at it"),
    (467, "Quote request: 45 smart plugs + 10 hubs for a hotel retrofit, delivered to Lisbon."),
    (482, "Does the student discount apply automatically at renewal or do I have to re-verify?"),
    (488, "box arrived crushed and the smart display inside has a cracked screen. photos attached. please send a new "
          "one, no refund needed"),
    (493, "My smart doorbell records video but the clips have no sound. Mic is enabled in settings."),
    (501, "Do you sell replacement batteries for the V2 camera, or only the whole unit? Asking before I buy a second "
          "one."),
    (516, "CANCEL AND REFUND. I never signed up for this 'premium protection' add-on on my phone bill. 3 months x "
          "£7. I'm going to the ombudsman if this isn't sorted."),
    (522, "Our payment to you bounced because our bank changed our IBAN, and now your system says the account will "
          "be suspended. 30 staff depend on this email service. How can we pay?"),
    (528, "Package says delivered to parcel locker 22 but the pickup code you sent doesn't open it."),
    (533, "Hi, all 12 of our POS tablets at the restaurant show 'license invalid' since midnight."),
    (542, "Is your cloud backup HIPAA compliant? We're a dental practice and want to buy something."),
    (556, "My internet bill shows a 'late payment fee' but I paid on the due date, I have the bank confirmation. "
          "Please remove it."),
    (562, "Charged £3.49 for a 'premium skin' that never showed up in game. money back pls"),
    (569, "I ordered an eSIM but you posted me a physical SIM card. Please send the eSIM QR code instead."),
    (574, "What does the orange blinking light on the hub mean? Everything seems to work fine."),
    (581, "Hi, we're a university and would like an education quote for 3,000 cloud storage accounts."),
    (596, "ALL FOUR TILLS FROZE AFTER LAST NIGHTS UPDATE. screen just says Sync error 0x51. we cant take a single "
          "payment."),
    (610, "Can you change the delivery address for order 60114 to our Leeds shop instead of head office? I don't "
          "think it has shipped yet."),
    (619, "Hi, is there a free trial of the table booking software before we commit to the annual plan?"),
    (625, "Bonjour, the spare bearings ref SKF 6205 were sent from your UK depot to our plant in Lyon 9 days ago and "
          "the tracking has not moved since. Are they stuck in customs? Our production line is stopped without them."),
    (633, "Hello, I paid invoice 4410 twice by mistake, once by BACS and once by card. I'd like the card payment "
          "refunded please."),
    (644, "The large format printer (LF-2400) shows 'Head alignment failure' every time it starts. We ran the "
          "calibration twice already."),
    (654, "you sent us someone elses order. we got 2 pos stands and a cash drawer, we ordered 5 boxes of thermal "
          "rolls. label says Bella Pizza Manchester. we need our rolls"),
    (662, "Please cancel the direct debit for the printer lease, the lease ended in May. You also took this month's "
          "£210 after it ended, so put that back please."),
    (668, "hello, after i changed my password the invoicing app logs me out every few minutes and i have to type it "
          "again and again. this is since tuesday. driving me mad, can someone help"),
    (675, "The ice machine for our bar was meant to arrive this morning. Courier tracking just says 'exception'. "
          "Please find it."),
    (684, "For future orders can you always deliver to the back entrance on Mill Lane instead of the shop front? "
          "Just a note for your drivers."),
    (691, "Are you going to stock the new compact dishwashers from the spring catalogue? If so please let us know, "
          "we'd probably order a couple."),
    (700, "how do you set up a second VAT rate in the POS? we want to start doing takeaway"),
    (709, "Order 60712 is going to our Fort William site. Will it come on a pallet truck or in a van? We need to "
          "know whether to hire a forklift for the day."),
    (726, "Could we get a quote for 150 embroidered aprons and 150 chef hats with our logo?"),
    (733, "REFUND THE £580. The shelving units went back a month ago and this is my fourth email. Otherwise I'm "
          "going to the bank for a chargeback."),
    (740, "Sometimes the dashboard in the sales software shows yesterday's numbers until I refresh twice."),
    (750, "Our industrial sewing machine showed error E-07 and stopped mid-run. What does E-07 mean and how do we "
          "clear it?"),
    (761, "Hi, we'd like a quote for 8 POS terminals with the restaurant software licence."),
    (768, "Good afternoon. Following the return of the faulty receipt printer (RMA 5521), we kindly request "
          "reimbursement of £245.00 plus VAT to our account. Regards, Accounts Payable, Greenleaf Hotels"),
    (774, "hello my order of 30 menu holders shows 'in transit' for 8 days now"),
    (780, "hi, how do i change the language of the POS menus to Spanish for one of my staff?"),
    (786, "hello we are a school in Lagos, we wish to buy 40 desktop computers and 2 printers. can you ship to "
          "Nigeria?"),
    (796, "Do you do group rates for gym memberships? There are 12 of us at the office who'd want to join together."),
    (805, "I WAS CHARGED FOR A FLIGHT I NEVER BOOKED. £312.40 ON MY VISA. I WANT THIS MONEY BACK."),
    (817, "Do you sell gift cards in other currencies? I want to buy one for a friend in Canada."),
    (823, "The concert tickets came by post but the envelope was ripped open and one of the two tickets is missing."),
    (834, "hi my sons science kit was meant to come yesterday but the courier site just says 'exception'. what does "
          "that mean, is it lost?"),
    (842, "We're a secondary school and would like to book around 60 theatre tickets for a student matinee. Is there "
          "an educational rate? Who should I speak to?"),
    (852, "Hello, I run a small bakery and I'm interested in partnering with your delivery platform. What are the "
          "commission rates for new restaurants?"),
    (860, "Hi, I'd like to pay my membership by bank transfer instead of card going forward. Is that possible? Thanks"),
    (871, "My card was charged 14 times for the same bus ticket, £23 each. Please reverse these."),
    (882, "Hey, small thing - I think I was charged the adult price for my 12 year old's swim lessons. Difference is "
          "about £3 a week over 10 weeks. Could you pay the difference back?"),
    (888, "Hi, could future deliveries of my monthly art print subscription come in a flat envelope rather than a "
          "tube? The tubes don't fit through my letterbox."),
    (894, "2FA code isnt arriving by SMS, im locked out of my account and my train ticket is inside it."),
    (905, "Our caterer cancelled on us and it's a wedding with 120 guests. Can your service take a large delivery "
          "order? Please call me."),
    (913, "i paid 2x for the same concert tickets, the page froze and i clicked again. please give me one payment "
          "back"),
    (923, "The repair guy charged me a £60 call-out fee but never turned up. My neighbour was home and saw nobody "
          "all day. Refund it or I'm disputing it with my bank."),
    (930, "Cant download my e-tickets, the button just greys out."),
    (937, "I already got my order, it's fine - but I noticed the tracking showed it going through a depot in Glasgow "
          "when I live in Kent. Why was that?"),
    (947, "the courier marked my parcel 'refused by customer' but I never refuse nothing!! Please arrange new "
          "delivery, it is the present for my son"),
    (955, "Our course platform is showing 'site unavailable' to every student. 400 students can't submit."),
    (961, "We'd like a quote for a private coach transfer from the airport for a wedding party of 35."),
    (967, "money back for order 7781 pls. food never came."),
    (974, "The phone from your repair centre was supposed to be posted back to me on Monday and I still don't have "
          "it."),
    (980, "does the course app work offline? thinking of downloading lessons for a long flight"),
    (990, "I get 'device not supported' when I try to install your app on my Huawei. Is there another way?"),
    (1013, "you charged me 340 instead of 34 and my account is overdrawn. reverse it"),
    (1022, "We're a chain of 12 cafes looking at your POS system. Could we get a demo?"),
    (1035, "price for 50 seats? need a quote"),
    (1043, "hey i paid the extra 15 for express and its now day 4. its the hospital bag for my wife"),
    (1052, "you refunded me 20 but it should have been 35. send the rest"),
    (1059, "printer says offline but its literally plugged in, we have 200 labels to print"),
    (1065, "pro vs basic? maybe upgrading"),
    (1075, "got it in XL?"),
    (1083, "driver marked nobody home but i was home ALL DAY?? redeliver pls"),
    (1090, "can we get a demo before we commit?"),
    (1099, "the shipping calculator on your site shows 0.00 for every country, can u fix it"),
    (1105, "thinking of getting one for my dad, does it come with warranty"),
    (1115, "can you send me the price list pls"),
    (1122, "Kindly revert the amount debited twice from our account."),
    (1129, "the track my order page gives error 404. fix pls"),
    (1135, "how much for 20 laptops with 3yr warranty?"),
    (1142, "card expired, how do i change payment method"),
    (1148, "my order got split in two and only half came"),
    (1157, "return my money pls, wrong product"),
    (1170, "need quote for 10 units"),
    (1178, "the cup order for our 3 cafes from monday never showed up"),
    (1184, "sync stopped working and our 12 field nurses cant see their patient visits"),
    (1190, "how do i turn off notifications"),
    (1204, "Parcel came but the tin of puppy milk formula was dented and split open, powder all over the box. Can "
           "you send another tin? Don't need money back, just the milk."),
    (1217, "The courier left my box of insulin pen needles on the doorstep in the rain and the packaging is soaked "
           "through. Are they still safe to use or should I wait for new ones?"),
    (1242, "Ordered the tumble dryer for delivery but our house move has been pushed back. Can you hold it and "
           "deliver later instead?"),
    (1262, "Hi, I set up your smart plug for the aquarium heater but it keeps switching itself off every few hours. "
           "They're tropical fish and the water has dropped to 21 degrees."),
    (1273, "The delivery driver has texted to say when the dishwasher will come, but I won't be in then. Can you get "
           "him to come earlier or move it?"),
    (1279, "Can't log in to see my baby's vaccination booking, it says account locked. I need the reference number."),
    (1286, "returned the playpen, got a refund of £45 but i paid £79.99?? want the rest back"),
    (1292, "My tracking number PF3392041 hasn't moved since Monday, still at the Coventry hub. It's my son's asthma "
           "spacer."),
    (1301, "Hello, I would like to switch from paying my water rates quarterly by cheque to a monthly direct debit."),
    (1308, "Good evening. I am trying to register my new fridge for the 5 year guarantee on your website, but the "
           "serial number box says 'invalid format' whatever I type in. I would appreciate some help. Regards, Mr A. "
           "Osei"),
    (1314, "Hi, is there a way to use the baby sleep tracker app on two phones at once so my partner can see the "
           "logs too?"),
    (1322, "Hello! The dog bed arrived fine, thank you. Just one thing: could my future orders come without the "
           "plastic bubble wrap? It's just an environmental preference."),
    (1328, "Hello. The clock on my new oven resets to 00:00 after every power cut, and then the oven won't heat up "
           "until I set the time again. It is becoming a nuisance. Please advise."),
    (1334, "Hello, I'm interested in your fibre broadband for a new build we're moving into. What speeds and prices "
           "are available for postcode LS16 8PQ?"),
    (1343, "Dear all, I have recently bought one of your electric blankets and I find the controller rather "
           "confusing. There seem to be nine settings and a timer, and I cannot quite work out how long it stays on "
           "if I fall asleep. I am sure it is explained somewhere, but my eyesight is not what it was and the print "
           "in the booklet is very small. It would be lovely if you could write back. With thanks, Dorothy Vance"),
    (1349, "Good afternoon. Our animal rescue charity is holding a fundraising fun day and we wondered whether you "
           "offer partnership or sponsorship arrangements with local rescues."),
    (1357, "pls refund the £15 delivery charge, i paid for same day and the nappies came 3 days later."),
    (1363, "Good morning. I am planning to buy a new chest freezer and wondered whether you stock any especially "
           "quiet models, as it would live in the utility room right next to our bedroom. Thank you. Colin Reeves"),
    (1370, "I tried to cancel my pet insurance within the 14 day cooling off period and you still took £38.60. I "
           "want that back please."),
    (1376, "HELLO?? 3rd email. Ordered the cot for the baby and it STILL says 'processing'"),
    (1382, "Hello, all 12 freezers in our shop are connected to your remote temperature alarm system and since one "
           "hour the system show all of them offline. Please call us."),
    (1389, "The baby formula subscription went from £42 to £49 without any notice. I'd like to know why."),
    (1396, "Do you offer reseller hosting with white-label cPanel? We manage about 60 client sites and are looking "
           "to move everything over. A rough quote would be great."),
    (1409, "Can I change the delivery address on order 55-90122? I'm moving house."),
    (1420, "Cannot connect my bank account, it says 'institution not supported' but its a normal HSBC current "
           "account."),
    (1429, "Is there a dark mode for the app? I can't find it in settings."),
    (1437, "My photo book hasn't arrived. Tracking says 'out for delivery' since 7am. Is there anything you can do?"),
    (1445, "do you guys do student discounts on the phone plans? im starting uni"),
    (1455, "Hi team, the API for creating payment links is returning 429 errors for us even at 2 requests per "
           "minute. Our checkout depends on it and no customer can pay."),
    (1465, "hi my account got suspended for 'unusual activity', i only listed 3 old books. how do i get it back"),
    (1471, "Package says delivered at 14:02 but nothing here. I've checked with the neighbours and the bins. It's a "
           "dress 😭"),
    (1480, "I got charged £120 for a phone I returned in store on the 2nd. I have the returns slip. I need this "
           "refunded."),
    (1489, "Hello, we're a group of charity shops with 18 branches and we'd like to start selling online through "
           "your marketplace. Do you offer charity rates on seller fees?"),
    (1496, "Which courier do you use for deliveries to the Channel Islands? I have an order coming."),
    (1503, "My SSL certificate shows as expired in Chrome even though I renewed it last week. Customers are getting "
           "scary warnings, please sort this."),
    (1513, "what's the price difference between the basic and pro web hosting?"),
    (1520, "Good afternoon. I was charged twice for my March domain renewal (transaction IDs TX-77102 and TX-77109, "
           "£11.99 each). Please credit one of them back. Kind regards, Margaret Hale"),
    (1528, "My photo prints are sitting at your courier's depot. Can I pick them up myself? Order 90031."),
    (1536, "My WordPress site on your hosting got really slow after the PHP update, pages take 15 seconds to load. "
           "Can you look at it?"),
    (1543, "My new handset on the contract was supposed to arrive Tuesday and the tracking hasn't moved. I'm using a "
           "cracked phone that barely works."),
    (1552, "I think I overpaid my last phone bill by £6.40 - the extra line I cancelled was still on it. If you "
           "could pop that back on my card that'd be lovely."),
    (1561, "Dear Sir or Madam, I purchased two tickets through your resale platform (order TR-55871) and the event "
           "has been moved to a date I cannot attend. Your policy states I am entitled to my money back. I would "
           "appreciate it being processed. Yours faithfully, A. Okafor"),
    (1568, "Does the £25 SIM-only deal include EU roaming?"),
    (1578, "We're a 30-person accounting firm considering moving our domains and email to you. Could someone send a "
           "proposal?"),
    (1585, "Does the free trial of the pro seller tools need a card? I'd like to start it."),
    (1592, "WHY DID YOU CHARGE ME £12.99 FOR 'PREMIUM PROTECTION'?? I NEVER TICKED THAT BOX. TAKE IT OFF AND PUT THE "
           "MONEY BACK ON MY CARD"),
    (1598, "can i change the delivery address? moving house and the brake pads are still showing not dispatched. new "
           "address is 14 Elm Close, Leeds LS6 2QT"),
    (1605, "how do i pair the remote controller with the Mavic 3?? manual says hold the button til it beeps but "
           "nothing happens."),
    (1611, "Trying to update the gimbal firmware through your desktop app and it stops at 63% every single time."),
    (1628, "hi i cancelled the premium route planner subscription in march but you have still charged me 4.99 in "
           "april and may. i want both payments back"),
    (1633, "Hi team, the 10% club member discount didn't come off my harness and rope order, I paid £186 instead of "
           "£167.40. Not after money back, I just want to know if my membership has lapsed so it works next time."),
    (1640, "We run a climbing centre and our order of 400 holds and two auto-belays was due Tuesday. Courier site "
           "just says 'exception'. Please escalate this."),
    (1648, "drone camera shows black screen in the Fly app but the drone itself flies fine. tried restarting "
           "everything, different cable."),
    (1655, "Do you offer a trial of the bike fit service, or can I pay for a half session first?"),
    (1668, "I was refunded £45 for the returned lens hood but the hood was £62. Please send the remaining £17."),
    (1674, "ok so the delivery guy came and just dropped the sofa bed box at the front door and left and its like 60 "
           "kilos and i live on the third floor and it said two man delivery to room of choice so can someone come "
           "back and bring it up please its blocking the hallway"),
    (1683, "The assembly video for the corner desk (CD-140) on your website won't play, just a spinning circle in "
           "Chrome and Safari. Could you send a PDF of the instructions instead?"),
    (1688, "The torque wrench you sold me clicks way too early, feels like 20Nm when it's set to 40. Faulty or am I "
           "using it wrong? I'm using it to swap the wheels on my car."),
    (1694, "Interested in the Roland TD-17 kit. Any chance of a better price if I pay cash and collect?"),
    (1709, "Hello. Our band bought two PA speakers on finance through your site. The finance company is charging us "
           "interest, but your page advertised 0% APR. Please look into it."),
    (1716, "Bonjour, I have ordered a helmet for my son with delivery to France. It says 10-15 days, can it be "
           "faster?"),
    (1721, "update bricked my synth, can u help"),
    (1727, "My Insta360 won't connect over wifi for transfers, the app keeps saying 'connection timeout'. I need to "
           "clear the card."),
    (1733, "is the kids balance bike ok for a 2 year old? thinking of buying it for her"),
    (1750, "Good morning, the invoice for our club's annual order of 60 cricket balls shows the old price of £18 per "
           "ball instead of the £15 we agreed. We can't pay it until it's corrected."),
    (1756, "can i add a note for the courier to leave the parcel at the corner shop"),
    (1763, "how do i set up the wifi on the garage door opener you sell? instructions arent clear about the 2.4 ghz "
           "bit."),
    (1770, "Hi there, I own a physio clinic and I'm looking to buy 10 exercise bikes and 20 sets of resistance "
           "bands. Could you do a bulk price?"),
    (1775, "Our rowing club's trailer was stolen last night. Do you have a 6-boat trailer in stock we could buy and "
           "collect?"),
    (1790, "My card was declined three times for the studio space membership but my bank says everything is fine on "
           "their side."),
    (1797, "got the wrong size, 42 instead of 44. can you swap them"),
    (1805, "Hi, after last night's update the printer shows error E-04 and refuses to print."),
    (1812, "is there a family plan?"),
    (1829, "im a pensioner and you took 89 pound instead of 8.90. please give it back"),
    (1836, "Which courier do you use for Ireland? My order is already placed, I'd just like to know who to look out "
           "for."),
    (1844, "How do I change the app language to Spanish?"),
    (1851, "is the corner sofa available in green? we want to order one"),
    (1864, "is there a fee if i pay my invoice by bank transfer?"),
    (1870, "I'm away, could you hold my parcel at the depot?"),
    (1878, "how do i add a second user to the account?"),
    (1885, "Do you offer nonprofit pricing? We're a small animal shelter."),
    (1898, "refund me, i want my money back"),
    (1904, "receipt has the wrong company name on it"),
    (1911, "insulin shipment for my son stuck 2 days"),
    (1924, "bulk price for 1000 pens"),
    (1938, "refund me or im going to my bank"),
    (1943, "update my card, old one expired"),
    (1948, "wheres my stuff, still havent got it"),
    (1953, "Hello, I ordered a crib for our baby. The tracking hasn't updated for a while. I'd just like to know "
           "it's still on its way."),
    (1963, "pricing for 2000 seats? we're choosing a vendor"),
    (1968, "is the red kettle back in stock?"),
)
"""First-round messages that state their urgency, each rewritten by hand with everything about time taken out
(``docs/demo-written-brief-2.md``): ``(index in FIRST_ROUND, text)``; the same problem and facts, urgency unsaid."""


def _unsaid(source: int, text: str) -> Labelled:
    first = FIRST_ROUND[source]
    return Labelled(text=text, topic=first.topic, refund=first.refund, urgency=None)


WRITTEN: tuple[Labelled, ...] = FIRST_ROUND + SECOND_ROUND + tuple(_unsaid(i, t) for i, t in UNSAID_REWRITES)
"""Every written training ticket the shipped checkpoint learnt from: the first two rounds, then the rewrites
(:data:`THIRD_ROUND` is not in it)."""
