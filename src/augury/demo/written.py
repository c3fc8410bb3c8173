"""Training tickets written whole, one at a time, by writers who never saw the hand-written evaluation.

:mod:`augury.demo.natural` composes plain customer writing from parts; these are messages written out whole, the
way people write to a support inbox (1,977 by ten writers: shops, software and apps, businesses, travel and
services, homes and health, payments and marketplaces, hobbies; very short and long, messy and formal, indirect and
misleading), each with its facts set by hand: topic (or spam), refund request and stated urgency (0 no rush … 4
critical, ``None`` when unsaid). The writers worked from a one-page brief of the labels
(``docs/demo-written-brief.md``) and never read :mod:`augury.demo.handwritten`; a test checks that none of its
sentences is in here. :func:`augury.demo.natural.written_ticket` draws them for training, sometimes with urgency,
a greeting, a sign-off or surface noise added.
"""

from __future__ import annotations

from augury.demo.tickets import Labelled


def _w(text: str, topic: str, *, refund: bool = False, urgency: int | None = None) -> Labelled:
    return Labelled(text=text, topic=topic, refund=refund, urgency=urgency)


WRITTEN: tuple[Labelled, ...] = (
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
    _w("Can you ship to Iceland? Want to know before I place an order for 3 winter coats.", "sales"),
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
       "year.", "sales", urgency=1),
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
    _w("Do you ship to Iceland? Want to know before I order the tent.", "sales"),
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
       "that has to arrive by Friday.", "sales", urgency=2),
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
       "but only if they get there before Christmas, which is 10 days away.", "sales", urgency=2),
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
       "to arrive before then.", "sales", urgency=2),
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
       "my dad next week.", "sales", urgency=2),
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
       "can arrive before the 15th.", "sales", urgency=3),
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
    _w("do you ship to Northern Ireland? want to order the console bundle", "sales"),
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
    _w("do u ship to iceland before i order", "sales"),
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
    _w("ship to canada? ordering this week", "sales", urgency=2),
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
    _w("Before I order - can you ship prints to Norway and will there be customs fees?", "sales"),
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
    _w("Before I order: can you ship to Ireland, and would it get here before 20 December?", "sales"),
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
    _w("hey before i order do you ship to australia and how long does it take? just curious", "sales", urgency=0),
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
    _w("do you ship to norway", "sales"),
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
    _w("can you ship to canada before i order? need it by the 15th", "sales", urgency=2),
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
    _w("do you deliver to cyprus? asking before i buy", "sales"),
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
"""Every written training ticket, in the order written."""
