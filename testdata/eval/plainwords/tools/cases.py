#!/usr/bin/env python3
"""Write each plainwords store's cases.json (../<store>/cases.json): tasks told in plain words that share no
word with the memories they expect (checked by `check.py` before any router run), and tasks in the same plain
register that nothing in the store covers. Written from the memories alone before any router run."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

ALL = {}


def cases(name):
    C = Cases(f"pw-{name}", {})
    ALL[name] = C
    return C.case


case = cases("baggage")
case("paraphrase", "My suitcase went to Malaga and I didn't", ["mishandled"])
case("paraphrase", "Granddad's folding seat that rolls must meet him as he steps off the jet", ["mobility-aids"])
case("paraphrase", "A phone charger brick turned up inside a suitcase on the x-ray", ["lithium"])
case("paraphrase", "Somebody's Labrador is travelling underneath with the cases", ["live-animals"])
case("paraphrase", "A hunter is flying with his shotgun", ["firearms"])
case("paraphrase", "A golf set and the baby's buggy are too big for the usual route", ["out-of-gauge"])
case("paraphrase", "This suitcase is like lifting a small child, nearly forty kilos", ["weight-limit"])
case("paraphrase", "The machine that tells how heavy luggage is at desk 14 says 23 kilos for an empty tray",
     ["scales-calibration"])
case("paraphrase", "The woman in 14C never got on, yet her case is already in the hold", ["reconciliation"])
case("paraphrase", "The officer watching the x-ray picture took too long to make up her mind", ["hbs-timeouts"])
case("paraphrase", "The cameras can't make sense of the sticky label on this case; somebody enters its digits "
     "by hand", ["manual-encoding"])
case("paraphrase", "The overhead scanners are failing on loads of stickers this week", ["atr-read-rate"])
case("paraphrase", "Someone coming in from Dublin has half an hour to catch the Lisbon plane; will her suitcase "
     "manage it?", ["transfers"])
case("paraphrase", "Families turn up at dawn for a lunchtime holiday jet; where do their cases wait?",
     ["early-bag-store"])
case("paraphrase", "Where do cases for the Tenerife trip drop off the loop this morning?", ["lateral-allocation"])
case("paraphrase", "Our luggage is still in Frankfurt, who registers the claim?", ["mishandled"])
case("paraphrase", "A stray case is being sent on after the family in Rome", ["rush-tags"])
case("paraphrase", "How soon after touchdown should people see their luggage appear?", ["first-last-bag"])
case("paraphrase", "A pair of jumbo jets land together; may they use the same roundabout where people collect cases?",
     ["reclaim-allocation"])
case("paraphrase", "The vase in this box needs gentle treatment and to be unloaded early", ["fragile"])
case("paraphrase", "A tray got stuck and the line halted in zone 4", ["jams"])
case("paraphrase", "Someone slapped the big red mushroom by hall B; how do we get things moving again?",
     ["e-stops"])
case("paraphrase", "An engineer wants to climb into the belt to fix a roller", ["lockout"])
case("paraphrase", "What tells the machine which plastic box a suitcase sits in?", ["tubs"])
case("paraphrase", "A case kept circling and now nobody knows where it is", ["recirculation",
                                                                                   "problem-area"])
case("paraphrase", "The metal crate for Oslo has a case meant for Nice in it", ["uld-loading"])
case("paraphrase", "A wheel came off a suitcase somewhere in the machinery", ["damaged-items"])
case("paraphrase", "The big displays where the operators sit show everything red", ["scada"])
case("paraphrase", "The outside firm wants to reprogram the motor boxes on Tuesday afternoon",
     ["plc-changes"])
case("paraphrase", "Can we push the new version at lunchtime?", ["deploy-window"])
case("paraphrase", "Put some pretend suitcases through to try the new release", ["test-items"])
case("paraphrase", "Whose phone rings at 5am when things grind to a halt?", ["on-call"])
case("paraphrase", "The big loop is dead; how do cases get to the planes?", ["degraded-mode"])
case("paraphrase", "Can our graphs list the travellers each case belongs to?", ["passenger-data"])
case("paraphrase", "Detectives want the video of the third baggage room from Saturday", ["cctv-requests"])
case("paraphrase", "What was Monday's busiest rate of suitcases processed?", ["throughput-report"])
case("paraphrase", "A rucksack with no label sat by pillar 12 all morning", ["lost-property"])
case("paraphrase", "Someone wandered away from their case mid-way through the do-it-yourself luggage machine",
     ["abandoned-bag-drop"])
case("paraphrase", "Jets are sitting idle because they're being sprayed against frost; the cases keep coming",
     ["winter-ops"])
case("paraphrase", "Ryanair will begin flying from here next spring", ["airline-onboarding"])
case("paraphrase", "The summer timetable needs the chutes worked out", ["new-lateral-plan"])
case("paraphrase", "The check-in computers went quiet for an hour and those cases arrived unannounced",
     ["replay-bsm"])
case("paraphrase", "A traveller's luggage is heavier than her ticket includes; she wants to settle up at the "
     "machine", ["excess-fees"])
case("paraphrase", "How do the do-it-yourself luggage machines work?", ["self-bag-drop"])
case("paraphrase", "What's on the little sticker round the handle?", ["licence-plate"])
case("paraphrase", "The x-ray saw something odd; the traveller is being fetched to unzip it", ["hbs-levels"])
case("paraphrase", "How packed is it at breakfast time?", ["bank-peaks"])
case("zero-match", "The coffee machine in the staff room is broken", [])
case("zero-match", "Book a taxi for the visiting auditors", [])
case("zero-match", "How do I change my holiday allowance?", [])
case("zero-match", "Someone parked in my space in the staff car park", [])
case("zero-match", "Organise the retirement party for Maureen", [])
case("zero-match", "Order more printer paper for the office", [])
case("zero-match", "The lift to the mezzanine offices is out of order", [])
case("zero-match", "What's the wifi password for visitors?", [])
case("zero-match", "Write a poem for the newsletter", [])
case("zero-match", "Who looks after the car hire desks?", [])
case("zero-match", "Fix the leaking tap in the toilets", [])
case("zero-match", "When is the next fire drill?", [])

if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    for name, C in ALL.items():
        C.write(os.path.join(here, "..", name, "cases.json"), 1)
