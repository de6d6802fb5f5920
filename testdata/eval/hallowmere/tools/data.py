"""Memories of the Hallowmere evaluation store (an invented auction house's software team: consignments and
cataloguing, photography and condition reports, sales and their lots, live and online bidding, the auctioneer's
clerking console, invoices, buyer's premium and VAT, settlements to sellers, collection, storage and shipping,
export licences and the checks on buyers and objects). Each entry: id, type, title, tags, content lines, and
optional deps (depends_on), superseded_by + valid_until, supersedes, created date. gen.py turns these into files.
Written before the cases and before any router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()

# ---------------------------------------------------------------- knowledge
mem("systems-overview", "knowledge", "Hallowmere systems", ["architecture", "services", "repo"], [
    "Monorepo `hallowmere/`: `catalogue/` (Django) holds consignments, lots, cataloguing and condition reports; `bidding/` (Elixir, Phoenix) runs live and timed bidding; `console/` (TypeScript, Electron) is the clerk's console in the saleroom; `accounts/` (Kotlin, Spring) does invoices, payments and seller settlements; `web/` (Next.js) is the public website; `app/` (Flutter) is the bidder app; `logistics/` (Go) does storage, collection and shipping; `data/` (dbt on BigQuery) builds the reports.",
], "2025-01-06")
mem("who-we-are", "knowledge", "Who we are", ["organisation", "auction-house", "salerooms"], [
    "Hallowmere is a regional auction house with salerooms in Hallowmere and Stanbridge: about 140 sales a year, 60,000 lots, from house clearances to fine art, jewellery, wine, watches and classic cars. About 38,000 registered bidders, a third of them abroad.",
], "2025-01-06")
mem("glossary", "knowledge", "Words we use", ["glossary", "domain", "naming"], [
    "A consignor (never 'vendor' in code) entrusts property to us; a lot is one thing or group sold under one number; the hammer price is the winning bid when the gavel falls; bought in means unsold; a sale is one auction with its own number. Code says consignor, lot, sale, bidder and hammer.",
], "2025-01-06")
mem("lot-numbers", "knowledge", "Sale and lot numbers", ["lots", "identifiers", "sale-number"], [
    "A sale number is the year and a three-digit serial (`25-087`); a lot number is unique within its sale and may carry a letter suffix (`214A`) for a lot added after printing. Internally every lot has a stock number `HM` and seven digits that follows the object from receipt to collection, whether it sells or not.",
], "2025-01-13")
mem("consignment-flow", "knowledge", "From receipt to sale", ["consignments", "workflow", "cataloguing"], [
    "Property arrives at the front counter or from a house visit, gets a receipt and a stock number, goes to the specialist to catalogue, then to photography, then into a sale. The consignor signs the consignment agreement before anything is offered; the specialist sets estimates and, with the consignor, the reserve.",
], "2025-01-13")
mem("bidding-channels", "knowledge", "How people bid", ["bidding", "channels", "live"], [
    "Bids come from the room (paddles), the telephone (our staff on the phones), commission bids left in advance, our own live online bidding, and Lotwire, the third-party platform that relays its bidders into our live sales. The clerk's console merges every channel into one bid history.",
], "2025-01-13")
mem("clerk-console", "knowledge", "The clerk's console", ["console", "saleroom", "electron"], [
    "`console/` runs on the clerk's laptop beside the rostrum. It shows the current lot, the asking bid, the online and commission bids waiting, and records the hammer price and buyer. It holds the sale locally and keeps going if the network drops, replaying to `bidding/` when it returns.",
], "2025-01-20")
mem("timed-sales", "knowledge", "Timed online sales", ["timed", "online", "bidding"], [
    "About half our sales are timed online sales with no auctioneer: lots open for bidding for a week and close one by one on the final day. Bidders can leave a maximum bid and the system bids for them up to it.",
], "2025-01-20")
mem("bidder-app", "knowledge", "The bidder app", ["app", "flutter", "bidders"], [
    "`app/` is the Flutter bidder app (about 22,000 active users): browse catalogues, follow lots, leave commission bids, bid live with the video stream, and see invoices. It uses the same public API as the website.",
], "2025-01-20")
mem("website", "knowledge", "The website", ["web", "nextjs", "catalogues"], [
    "`web/` is the public site: sale calendars, online catalogues, lot pages with photographs and condition reports, registration and the bidder's account. Lot pages are rendered on the server and cached at the CDN for ten minutes.",
], "2025-01-27")
mem("departments", "knowledge", "Specialist departments", ["departments", "specialists", "categories"], [
    "Eleven specialist departments: pictures, furniture, ceramics and glass, silver, jewellery, watches, books and manuscripts, Asian art, wine, motoring and general sales. Each department owns its sale calendar, its estimate style and its category list in `catalogue.category`.",
], "2025-01-27")
mem("accounts-knowledge", "knowledge", "The accounts service", ["accounts", "invoices", "settlements"], [
    "`accounts/` raises a buyer's invoice per buyer per sale, takes payment, raises the consignor's statement of sale, and pays settlements. It is the only service that writes to the ledger; the finance team reconciles it daily against the bank.",
], "2025-01-27")
mem("logistics-knowledge", "knowledge", "Storage and shipping", ["logistics", "warehouse", "shipping"], [
    "`logistics/` tracks where every stock number is: shelf and bay in the two warehouses, the saleroom on view days, a van, or gone. It books collections by buyers and our couriers, and prices shipping through two packing firms.",
], "2025-02-03")
mem("data-platform", "knowledge", "Reports and data", ["data", "dbt", "bigquery"], [
    "`data/` is dbt on BigQuery, loaded nightly from the services' read replicas. Specialists see sell-through rates, hammer against estimate and bidder origin in Looker; finance gets the month-end packs from the same models.",
], "2025-02-03")
mem("valuations", "knowledge", "Valuations", ["valuations", "probate", "insurance"], [
    "Besides auction estimates, specialists write valuations for probate, insurance and family division. These are paid reports, kept in `catalogue/valuations/` apart from lots, and an object valued for insurance is never offered until a consignment agreement is signed.",
], "2025-02-03")
mem("wine-department", "knowledge", "Wine sales", ["wine", "cellar", "bonded"], [
    "Wine is sold by the case or bottle, often still in bond: such lots carry duty and VAT only if the buyer takes them out of bond. The wine lot record holds vintage, producer, bottle size, fill level and whether it is in bond.",
], "2025-02-10")
mem("motoring-department", "knowledge", "Classic car sales", ["motoring", "cars", "vehicles"], [
    "Classic cars and motorcycles are sold twice a year at Stanbridge. A vehicle lot holds the registration number, chassis and engine numbers and the V5C logbook status; buyers pay a higher deposit and collect within 5 working days.",
], "2025-02-10")
mem("lotwire", "knowledge", "Lotwire", ["lotwire", "platform", "integration"], [
    "Lotwire is the third-party bidding platform that lists our catalogues and relays its bidders' bids into our live sales over its API. Lotwire bidders pay Lotwire's own surcharge of 4.95% on top of our premium, collected on our invoice and paid to Lotwire monthly.",
], "2025-02-10")
mem("video-stream", "knowledge", "The saleroom video stream", ["video", "streaming", "live"], [
    "Each live sale is streamed from the rostrum camera through our media server to the website and app with about two seconds of delay. The console shows online bidders the lot before the video does, so bids are tied to lot numbers, never to what the picture shows.",
], "2025-02-17")
mem("ledger", "knowledge", "The ledger", ["ledger", "accounts", "double-entry"], [
    "The ledger in `accounts/` is double-entry: every invoice, payment, refund, settlement and fee is a balanced journal of postings in pence. Journals are never edited or deleted; a mistake is undone by a reversing journal.",
], "2025-02-17")
mem("calendar", "knowledge", "The sale calendar", ["calendar", "sales", "planning"], [
    "The sale calendar is set a year ahead by the heads of department. A sale has a type (live, timed, hybrid), a saleroom, a viewing period and a closing date for consignments, usually six weeks before the sale.",
], "2025-02-17")
mem("imaging", "knowledge", "Photography studio", ["photography", "images", "studio"], [
    "Two photographers shoot about 1,500 lots a week. Images go from the studio's capture software into `catalogue/` by stock number; each lot has a main image and up to 40 more, and the derivative sizes are made on demand.",
], "2025-02-24")
mem("hybrid-sales", "knowledge", "Hybrid sales", ["hybrid", "live", "timed"], [
    "A hybrid sale is timed online for most of its lots and live in the saleroom for the top ones on the last day. The live lots come from the same catalogue and show on the website as 'sold live on Thursday'.",
], "2025-02-24")
mem("private-sales", "knowledge", "Private treaty sales", ["private-sales", "treaty", "sales"], [
    "A few lots a year are sold by private treaty: the buyer and consignor agree a price through us without an auction. They are lots in a sale of type 'private' with no bidding, and the premium is set per deal.",
], "2025-03-03")
mem("teams", "knowledge", "Who owns what", ["teams", "ownership", "codeowners"], [
    "Three squads: front of house (`web/`, `app/`), saleroom (`bidding/`, `console/`) and back office (`catalogue/`, `accounts/`, `logistics/`). `CODEOWNERS` lists each squad; data belongs to the analytics engineer. Ask in #eng-help before touching another squad's service.",
], "2025-03-03")
mem("sale-types", "knowledge", "What a sale holds", ["sales", "data-model", "schema"], [
    "The `catalogue.sale` row holds number, title, department, type, saleroom, start and end times, the premium rate card and the status (draft, published, live, closed, settled). Lots point at their sale; a lot moves to another sale only through re-offering.",
], "2025-03-03")
mem("house-visits", "knowledge", "House visits and clearances", ["house-visits", "clearances", "consignments"], [
    "Specialists visit homes to see collections and clearances. Visit notes and photographs are kept in `catalogue/visits/` against a prospect, and become a consignment only when the property arrives.",
], "2025-03-10")
mem("search-service", "knowledge", "Search", ["search", "opensearch", "catalogues"], [
    "Lot search on the website and app is OpenSearch, fed from `catalogue/` by the outbox. Results combine text, category, sale and estimate filters; past lots stay searchable for price research with their hammer prices.",
], "2025-03-10")

# ---------------------------------------------------------------- rules: lots and cataloguing
mem("lot-description-style", "rule", "How a lot is described", ["cataloguing", "style", "descriptions"], [
    "A description starts with the maker or attribution, then the object, material, date and size in centimetres, height before width before depth. Attribution terms follow the glossary in the catalogue front matter: 'by', 'attributed to', 'circle of', 'after'. Never 'rare' or 'important' unless the head of department agrees.",
], "2025-03-17")
mem("attribution-terms", "rule", "Attribution terms are fixed", ["cataloguing", "attribution", "pictures"], [
    "The attribution field is a fixed list (`catalogue/attribution.py`): by, attributed to, studio of, circle of, follower of, manner of, after. A free-text attribution is refused; the meaning of each term is printed in every catalogue and a wrong one is a misdescription claim.",
], "2025-03-17")
mem("estimates", "rule", "Estimates", ["estimates", "lots", "pricing"], [
    "Every lot has a low and high estimate in whole pounds, the high no more than 1.6 times the low, both on the steps of the estimate table. Estimates are set by the specialist and shown in GBP; other currencies are a display conversion only.",
], "2025-03-17")
mem("reserves", "rule", "Reserves", ["reserves", "lots", "consignors"], [
    "A reserve is agreed with the consignor in writing and may not exceed the low estimate. It is stored on the lot, never shown to bidders, the website or Lotwire, and the console shows it to the auctioneer only. A lot without a reserve is flagged 'no reserve' in the catalogue.",
], "2025-03-24")
mem("condition-reports", "rule", "Condition reports", ["condition", "reports", "lots"], [
    "A condition report is written by the specialist, never by the system, and is versioned: a changed report after a bidder has asked for it is sent again to everyone who asked. Reports say 'this report is an opinion' and are kept after the sale for six years.",
], "2025-03-24")
mem("lot-withdrawal", "rule", "Withdrawing a lot", ["withdrawals", "lots", "sales"], [
    "A withdrawn lot keeps its number: the catalogue and the console show 'withdrawn', commission bids on it are cancelled and their bidders emailed. A withdrawal after the sale is published needs the head of department and a reason code.",
], "2025-03-24")
mem("added-lots", "rule", "Lots added after printing", ["lots", "lot-numbers", "catalogues"], [
    "A lot added after the catalogue is printed gets the number of the lot before it with a letter suffix (214A, 214B). Never renumber published lots: commission bids, links and printed catalogues point at the numbers.",
], "2025-03-31")
mem("lot-grouping", "rule", "Grouping objects into a lot", ["lots", "grouping", "cataloguing"], [
    "A lot may hold many objects ('a box of assorted tools'); each object keeps its own line in `lot_item` with a stock number so that collection and shipping can count them. A lot's objects always come from one consignor.",
], "2025-03-31")
mem("photo-standards", "rule", "Photography standards", ["photography", "images", "standards"], [
    "The main image is the object on a grey background, lit from the left, with no props. Images are stored at full size in S3 and never edited in `catalogue/`; crops and sizes are derivatives. A signature or hallmark always gets its own close-up.",
], "2025-04-07")
mem("image-storage-cloudinary", "rule", "Images are stored in Cloudinary", ["images", "cloudinary", "storage"], [
    "Lot images are uploaded to Cloudinary, which makes the sizes and serves them to the website.",
], "2025-01-13", superseded_by="image-storage", valid_until="2025-06-01")
mem("image-storage", "rule", "Images are stored in S3 and resized by imgproxy", ["images", "s3", "imgproxy"], [
    "Lot images are stored in the `hm-lot-images` S3 bucket by stock number and served through imgproxy behind the CDN, which makes each size on first request. Cloudinary was dropped in June 2025; no code may call it.",
], "2025-06-01", supersedes=["image-storage-cloudinary"])
mem("categories", "rule", "Category lists", ["categories", "cataloguing", "taxonomy"], [
    "Each department's categories live in `catalogue.category`, two levels deep. A new category needs the head of department; a removed one is archived, never deleted, because past lots and search filters use it.",
], "2025-04-07")
mem("lot-essay", "rule", "Catalogue essays", ["essays", "catalogues", "writing"], [
    "Lots above a £20,000 low estimate may carry an essay (provenance, literature, exhibition history) in the `essay` field as Markdown. Essays are proofread by a second specialist before publishing and never machine-translated.",
], "2025-04-14")
mem("provenance", "rule", "Provenance", ["provenance", "due-diligence", "lots"], [
    "Provenance is the ownership history of an object. It is stored as ordered entries (owner, place, dates, source) and printed as the specialist wrote it. Any gap between 1933 and 1945 for a painting or work on paper goes to the compliance officer before the lot is published.",
], "2025-04-14")
mem("stolen-art-check", "rule", "Every lot over £1,000 is checked against the stolen art register", ["due-diligence", "stolen", "register"], [
    "Before a sale is published, every lot with a low estimate of £1,000 or more is searched on the Art Loss Register by `catalogue/alr/`. A possible match blocks the lot until compliance clears it; the search certificate is kept on the lot.",
], "2025-04-21")
mem("ivory", "rule", "Ivory", ["ivory", "cites", "compliance"], [
    "Since the Ivory Act 2018 a lot containing elephant ivory can be offered only with a registration or exemption certificate number on the lot. The cataloguing form asks for ivory content on every lot in furniture, Asian art, silver and ceramics; 'yes' without a certificate blocks publishing.",
], "2025-04-21")
mem("cites-species", "rule", "Protected species", ["cites", "species", "export"], [
    "Lots made from protected species (tortoiseshell, rhino horn, some rosewoods, coral) carry the species field. They cannot be shipped abroad without a CITES permit; the shipping quote refuses them and tells the buyer to collect or apply.",
], "2025-04-28")
mem("hallmarks", "rule", "Silver hallmarks", ["silver", "hallmarks", "cataloguing"], [
    "Silver lots record maker's mark, assay office, date letter and weight in grams (or troy ounces in brackets). Weights are measured, never estimated; an item 'tested as silver' is described that way, never as sterling.",
], "2025-04-28")
mem("gemstone-grading", "rule", "Gemstones and grading reports", ["jewellery", "gemstones", "certificates"], [
    "A diamond or coloured stone is described with weight, and colour and clarity only when a lab grading report comes with it; the report's number and lab go on the lot. Without a report the description says 'not tested'.",
], "2025-05-05")
mem("watch-condition", "rule", "Watches", ["watches", "condition", "cataloguing"], [
    "A watch lot records maker, reference and serial number, movement (manual, automatic, quartz), whether it runs, and the box and papers. Serial numbers are shown on the website only partly (last four hidden) and are checked against the makers' stolen lists.",
], "2025-05-05")
mem("vehicle-lots", "rule", "Vehicle lots", ["motoring", "vehicles", "v5c"], [
    "A vehicle cannot be published without its V5C or a note that it is to be registered, the mileage stated as 'indicated', and the MOT date. The registration number is shown; chassis and engine numbers go to registered bidders only.",
], "2025-05-05")
mem("wine-lots", "rule", "Wine lots", ["wine", "lots", "cataloguing"], [
    "A wine lot records producer, vintage, size in centilitres, number of bottles, fill level on the fixed scale and 'in bond' or 'duty paid'. In-bond lots must show the words 'in bond' in the title and carry no duty or VAT on the hammer until removed.",
], "2025-05-12", deps=["wine-department"])
mem("book-lots", "rule", "Books and manuscripts", ["books", "manuscripts", "cataloguing"], [
    "A book is described by author, title, place and date of publication, edition and binding; a collation of leaves is given for anything over £2,000. Letters and manuscripts are transcribed only in part on the website, never in full.",
], "2025-05-12")
mem("furniture-sizes", "rule", "Measuring furniture", ["furniture", "dimensions", "cataloguing"], [
    "Furniture is measured height, width, depth in centimetres at the widest points. Shipping quotes use these sizes plus packing, so an unmeasured piece cannot get a quote and the lot page says 'measurements to follow'.",
], "2025-05-19")

# ---------------------------------------------------------------- rules: consignors
mem("consignor-kyc", "rule", "Know your consignor", ["kyc", "consignors", "aml"], [
    "A new consignor gives photo ID and proof of address before property is catalogued, checked by the front counter in `catalogue/consignors/`. Companies and trusts also name their owners. Without a passed check the lots cannot enter a sale.",
], "2025-05-19")
mem("consignment-agreement", "rule", "Consignment agreements", ["consignments", "agreements", "contracts"], [
    "Every consignment has a signed agreement stating the commission rate, the fees, the reserves and the insurance rate. It is signed on the tablet at the front counter or by e-sign link; the signed PDF is stored, never regenerated.",
], "2025-05-26")
mem("seller-commission", "rule", "Seller's commission", ["commission", "consignors", "fees"], [
    "The consignor pays commission on the hammer: 15% plus VAT as standard, with a minimum of £15 a lot, and the rate in the agreement wins. Commission, lot fees, photography and insurance are deducted from the settlement, never invoiced separately.",
], "2025-05-26")
mem("unsold-lots", "rule", "Unsold lots", ["unsold", "bought-in", "consignors"], [
    "A lot that fails to reach its reserve is bought in: the console records the highest bid but no buyer. The consignor is offered re-offering at a lower estimate or collection within 14 days; an unsold fee of 3% of the low estimate applies only if the agreement says so.",
], "2025-06-02")
mem("post-sale-offers", "rule", "After-sale offers", ["unsold", "offers", "consignors"], [
    "For 7 days after a sale bidders may make an offer on a bought-in lot through the website. An offer at or above the reserve is accepted automatically; below it, the specialist asks the consignor. Premium and fees apply as at the sale.",
], "2025-06-02", deps=["unsold-lots"])
mem("settlement-timing", "rule", "Paying consignors", ["settlements", "consignors", "payments"], [
    "A consignor is paid 35 days after the sale for every lot whose buyer has paid in full. Lots still unpaid are settled in the next weekly run after their payment clears; never pay a consignor before the buyer's money has cleared.",
], "2025-06-09")
mem("settlement-bank-details", "rule", "Consignors' bank details", ["settlements", "bank", "fraud"], [
    "A change to a consignor's bank details is confirmed by a phone call to the number we already hold, by someone other than the person who took the request. Settlements to new details wait 5 working days. Never accept bank details by email alone.",
], "2025-06-09")
mem("artist-resale-right", "rule", "Artist's resale right", ["arr", "royalty", "artists"], [
    "Artist's resale right applies to works by living artists or those who died less than 70 years ago, sold for €1,000 or more. The royalty is charged to the buyer on a sliding scale from 4%, capped at €12,500, and paid to the collecting society quarterly; the lot shows the ARR symbol.",
], "2025-06-16")
mem("consignor-statements", "rule", "Statements of sale", ["statements", "consignors", "documents"], [
    "The statement of sale is sent the day after a sale: each lot with hammer, commission and fees, and bought-in lots with their highest bid. It is generated from the ledger, never from the console's figures, so it matches the settlement.",
], "2025-06-16")
mem("vendor-wording", "rule", "Do not call consignors vendors", ["naming", "consignors", "copy"], [
    "In code, emails and screens a seller is a consignor; 'vendor' means a supplier in the finance system and confuses both. Renames in old code go in their own commits.",
], "2025-06-16")

# ---------------------------------------------------------------- rules: bidding
mem("bid-increments", "rule", "Bid increments", ["bidding", "increments", "live"], [
    "Bids follow the increment table in `bidding/increments.ex`: £5 to £100, £10 to £200, £20 to £500, £50 to £1,000, then a 2-5-8 pattern. An online or commission bid off the table is rounded down to the step below. The auctioneer may split an increment; the console accepts the split only from the rostrum.",
], "2025-06-23")
mem("commission-bids", "rule", "Commission bids", ["commission-bids", "absentee", "bidding"], [
    "A commission (absentee) bid is the most a bidder will pay; the clerk executes it as cheaply as the room allows. Two equal commission bids: the earlier received wins. Commission bids close two hours before the sale starts and are never shown to other bidders or staff outside the saleroom team.",
], "2025-06-23")
mem("phone-bids-paper", "rule", "Telephone bids are recorded on paper sheets", ["telephone", "bidding", "paper"], [
    "Telephone bidders are listed on the paper phone sheet and the staff on the phones record their bids on it for the clerk.",
], "2025-01-20", superseded_by="phone-bids", valid_until="2025-07-01")
mem("phone-bids", "rule", "Telephone bids go through the console", ["telephone", "bidding", "console"], [
    "Telephone bidders are booked in `bidding/` up to the day before; each phone line is a seat in the console with its staff member, and the clerk takes their bids as room bids with the line's paddle. Calls are recorded and kept for 90 days. Paper phone sheets are no longer used.",
], "2025-07-01", supersedes=["phone-bids-paper"])
mem("bidder-registration", "rule", "Registering to bid", ["registration", "bidders", "paddles"], [
    "A bidder registers once (name, address, phone, card) and then per sale; each sale registration gets a paddle number. Bidders with no purchase history are capped at £3,000 a sale until they have paid an invoice; the cap is raised by the credit control team, not by the system.",
], "2025-07-07")
mem("bidder-verification", "rule", "Checking bidders", ["aml", "bidders", "kyc"], [
    "A bidder whose bids could reach €10,000 in one sale must pass ID checks (document and liveness through Onfido) before bidding above the cap. The check result is stored, never the document images, and expires after two years.",
], "2025-07-07")
mem("bid-idempotency", "rule", "Bids carry a client key", ["bidding", "idempotency", "api"], [
    "Every online bid carries a client-generated bid key; `bidding/` accepts a key once and answers a repeat with the first result. Apps retry on timeout with the same key, never a new one, so a slow network cannot place two bids.",
], "2025-07-14")
mem("bid-timestamps", "rule", "The order of bids", ["bidding", "ordering", "clock"], [
    "The console's arrival order is the truth for live bids: `bidding/` stamps each online bid on arrival with the server's monotonic sequence, never the client's clock. Two bids at the same amount: the first in sequence holds it, the other is told 'outbid'.",
], "2025-07-14")
mem("timed-close-all", "rule", "Timed sales close at one time", ["timed", "closing", "bidding"], [
    "Every lot in a timed sale closes at the sale's end time.",
], "2025-01-20", superseded_by="timed-close-staggered", valid_until="2025-07-21")
mem("timed-close-staggered", "rule", "Timed sales close lot by lot", ["timed", "closing", "extension"], [
    "Lots in a timed sale close one minute apart in lot order from the sale's end time. A bid in a lot's last two minutes extends that lot by two minutes, and only that lot; later lots keep their times. Closing all lots at once ended in July 2025.",
], "2025-07-21", supersedes=["timed-close-all"])
mem("max-bids", "rule", "Maximum bids in timed sales", ["timed", "proxy-bids", "bidding"], [
    "A bidder may leave a maximum; the system bids one increment over the next bidder up to it. Two equal maximums: the earlier holds. A bidder can raise a maximum but never lower it once another bidder has bid against it.",
], "2025-07-21", deps=["bid-increments"])
mem("lotwire-bids", "rule", "Bids from Lotwire", ["lotwire", "bidding", "integration"], [
    "Lotwire bids reach `bidding/` through the adapter in `bidding/lib/lotwire/`, which maps Lotwire's bidder ids to our paddles. The console shows them with an LW badge; if Lotwire's feed stops, the clerk marks it paused and the auctioneer announces it.",
], "2025-07-28")
mem("live-sale-freeze", "rule", "No deploys during a live sale", ["deploys", "live", "freeze"], [
    "No service in the bidding path (`bidding/`, `console/`, the media server, the API gateway) is deployed while a live or hybrid sale is running or in the hour before it starts. The deploy pipeline reads the sale calendar and refuses; an urgent fix needs the saleroom lead on the call.",
], "2025-07-28")
mem("console-offline", "rule", "The console keeps working offline", ["console", "offline", "sync"], [
    "The console writes every hammer and bid to its local SQLite first and replays to `bidding/` in order when the link returns. Nothing the auctioneer needs may wait on the network; a change that adds a network call to the hammer path is refused.",
], "2025-08-04")
mem("hammer-correction", "rule", "Correcting a hammer", ["console", "corrections", "hammer"], [
    "A wrong hammer price or buyer is corrected in the console by the clerk with the auctioneer's initials and a reason; the original is kept beside the correction. After the sale only the head of sales can correct, and the invoices are reissued.",
], "2025-08-04")
mem("reoffer-lot", "rule", "Re-offering a lot", ["re-offer", "lots", "sales"], [
    "A lot re-offered in the same sale (a disputed bid) gets a new bidding round in the console with the same lot number. A lot re-offered in a later sale gets a new lot number there and keeps its stock number; its old page links to the new one.",
], "2025-08-04")
mem("bidder-blocks", "rule", "Blocked bidders", ["bidders", "blocks", "credit-control"], [
    "Credit control can block a bidder for unpaid invoices or a dispute. A blocked bidder cannot register for sales or leave commission bids, on every channel including Lotwire; the block reason is visible to staff only.",
], "2025-08-11")
mem("sale-start", "rule", "Starting a live sale", ["live", "console", "sales"], [
    "A live sale is started from the console by the clerk, which locks commission bids, opens the online room and starts the stream. The catalogue cannot change once the sale is live except withdrawals and saleroom notices.",
], "2025-08-11")
mem("saleroom-notices", "rule", "Saleroom notices", ["notices", "lots", "live"], [
    "A correction to a lot after the catalogue is published (a wrong date, new condition information) is a saleroom notice: read by the auctioneer, shown on the lot page and in the console, and emailed to every bidder who left a commission bid on it.",
], "2025-08-11")

# ---------------------------------------------------------------- rules: money
mem("premium-24", "rule", "Buyer's premium is 24%", ["premium", "invoices", "fees"], [
    "The buyer pays a premium of 24% plus VAT on the hammer price.",
], "2025-01-06", superseded_by="buyers-premium", valid_until="2025-09-01")
mem("buyers-premium", "rule", "Buyer's premium", ["premium", "invoices", "fees"], [
    "The buyer pays a premium of 25% plus VAT on the hammer up to £500,000 and 20% above, from 1 September 2025. The rates live on the sale's rate card in `accounts/premium/` and are read for the sale's date, never hard-coded; the old 24% rate stays for sales before then.",
], "2025-09-01", supersedes=["premium-24"])
mem("money-in-pence", "rule", "Money is integer pence", ["money", "currency", "accounts"], [
    "Amounts are stored and passed as integer pence with a currency code, never floats. Percentages are applied with banker's rounding at the line level and the invoice total is the sum of rounded lines.",
], "2025-08-18")
mem("vat-margin-scheme", "rule", "VAT and the margin scheme", ["vat", "margin-scheme", "invoices"], [
    "Most lots are sold under the auctioneer's margin scheme: no VAT on the hammer, VAT on the premium included in it and not shown. Lots from VAT-registered consignors are marked with a dagger and carry VAT on the hammer; the lot's VAT status is set at cataloguing and cannot change after the sale.",
], "2025-08-18")
mem("import-vat-lots", "rule", "Lots imported from outside the UK", ["vat", "import", "lots"], [
    "Lots imported from outside the UK for sale carry import VAT of 5% on the hammer, shown with the Ω symbol in the catalogue. The symbol comes from the lot's import flag set by logistics at receipt; a buyer who exports the lot within 90 days can reclaim it.",
], "2025-08-25")
mem("invoice-rules", "rule", "Buyer's invoices", ["invoices", "buyers", "accounts"], [
    "An invoice is raised per buyer per sale when the sale closes, with hammer, premium, VAT, ARR and Lotwire's surcharge on separate lines. Invoice numbers are sequential per year with no gaps; a changed invoice is cancelled by a credit note and reissued, never edited.",
], "2025-08-25")
mem("payment-terms", "rule", "Payment terms", ["payments", "buyers", "terms"], [
    "Buyers pay within 7 days of the sale. On day 8 a reminder goes out; on day 21 the lot may be re-offered and the buyer is blocked. Storage charges begin on day 15 whether the lot is paid or not.",
], "2025-09-01")
mem("card-payments", "rule", "Card payments", ["cards", "payments", "stripe"], [
    "Cards go through Stripe with 3-D Secure on every payment. A card payment above £5,000 is refused online; the buyer pays by bank transfer. Saved cards are charged automatically for timed sales only, with the bidder's consent given at registration.",
], "2025-09-01")
mem("cheques", "rule", "Buyers may pay by cheque", ["payments", "cheques", "buyers"], [
    "Buyers may pay by cheque; the lot is released once the cheque has cleared.",
], "2025-01-06", superseded_by="bank-transfers", valid_until="2025-09-08")
mem("bank-transfers", "rule", "Bank transfers", ["payments", "bank", "reconciliation"], [
    "Buyers paying by transfer quote the invoice number; the bank feed matches payments to invoices each morning and leaves the rest for finance to match by hand. A payment from a third party (not the buyer) is held and goes to compliance. Cheques are no longer taken, since September 2025.",
], "2025-09-08", supersedes=["cheques"])
mem("cash-limit", "rule", "Cash", ["cash", "aml", "payments"], [
    "We take no more than £5,000 in cash from one buyer in one sale, whether in one payment or several. The front counter's till refuses more, and a refused attempt is reported to the money laundering reporting officer.",
], "2025-09-08")
mem("refunds", "rule", "Refunds", ["refunds", "payments", "accounts"], [
    "A refund goes back to the card or account it came from, never elsewhere. It needs a credit note first, and refunds over £1,000 need a second approver in finance.",
], "2025-09-15")
mem("currency-display", "rule", "Other currencies", ["currency", "display", "exchange-rates"], [
    "Estimates and bids can be shown in EUR, USD, HKD and CNY beside GBP, converted at the morning rate from the ECB feed and labelled approximate. Bids, invoices and payments are always in GBP.",
], "2025-09-15")
mem("misdescription-returns", "rule", "Returns for misdescription", ["returns", "buyers", "disputes"], [
    "A buyer may return a lot within 14 days of the sale only if it is a deliberate forgery or materially misdescribed. The return reverses the invoice with a credit note, holds the consignor's settlement for that lot, and the head of department decides.",
], "2025-09-22")

# ---------------------------------------------------------------- rules: logistics
mem("stock-movements", "rule", "Every movement is scanned", ["logistics", "barcodes", "movements"], [
    "Every move of an object (studio, shelf, saleroom, van, collected) is a scan of its stock number label in `logistics/`. A lot that is not where its last scan says goes on the missing list the same day.",
], "2025-09-22")
mem("storage-charges", "rule", "Storage charges", ["storage", "fees", "buyers"], [
    "Storage is free for 14 days after the sale, then £5 a lot a day, £10 for furniture and cars. Charges are added to the buyer's account by the nightly job and must be paid before collection.",
], "2025-09-29")
mem("collections", "rule", "Collecting lots", ["collection", "buyers", "warehouse"], [
    "A buyer collects by booking a slot on the website once the invoice is paid. The warehouse checks photo ID or a signed authority for a third party, scans each object out and the buyer signs on the tablet.",
], "2025-09-29")
mem("shipping-quotes", "rule", "Shipping quotes", ["shipping", "quotes", "packers"], [
    "Shipping is quoted by the two packing firms through `logistics/quotes/` from the lot's sizes, weight and destination. We never pack or ship ourselves and never quote a price of our own; the contract is between the buyer and the packer.",
], "2025-10-06")
mem("export-licences", "rule", "Export licences", ["export", "licences", "heritage"], [
    "An object over 50 years old going abroad may need an export licence from the export licensing unit, depending on its kind and value. Logistics checks the thresholds in `logistics/export/thresholds.yaml` before a shipment and holds it until the licence number is on the lot.",
], "2025-10-06")
mem("transit-insurance", "rule", "Insurance of lots", ["insurance", "lots", "risk"], [
    "Lots are insured by us from receipt until 14 days after the sale at the hammer or the low estimate; the consignor pays 1.5% of that for the cover. Risk passes to the buyer at the fall of the hammer; the cover just continues for 14 days.",
], "2025-10-13")
mem("damage-reports", "rule", "Damage to an object in our care", ["damage", "logistics", "insurance"], [
    "Damage found in our care is reported the same day in `logistics/` with photographs and who found it. The specialist tells the consignor before the sale or the buyer after it; the insurer is told within 48 hours.",
], "2025-10-13")
mem("view-days", "rule", "View days", ["viewing", "saleroom", "logistics"], [
    "Lots go to the saleroom for viewing two days before a live sale, laid out in lot order with the lot number ticket. Jewellery and watches are viewed in the locked cabinet only; the viewing list in `logistics/` says which lots are in it.",
], "2025-10-20")
mem("receipts", "rule", "Receipting property", ["receipts", "consignments", "front-counter"], [
    "Property is receipted at the counter: each object gets a stock number label, a photograph and a line on the receipt the consignor signs. Nothing is left without a receipt, and the receipt is emailed at once.",
], "2025-10-20")
mem("uncollected-property", "rule", "Uncollected property", ["uncollected", "storage", "disposal"], [
    "Property neither sold nor collected 90 days after notice is sold without reserve or disposed of, as the agreement allows. The notice goes by letter and email twice, 30 days apart; disposal needs the head of sales.",
], "2025-10-27")

# ---------------------------------------------------------------- rules: compliance and data
mem("aml-reporting", "rule", "Suspicious activity", ["aml", "compliance", "reporting"], [
    "Anyone who suspects money laundering reports to the money laundering reporting officer through the form in the staff portal, and says nothing to the customer. Code may flag suspicious patterns to compliance but never blocks or tells the customer on its own.",
], "2025-10-27")
mem("sanctions-screening", "rule", "Sanctions screening", ["sanctions", "compliance", "screening"], [
    "Every bidder, buyer and consignor is screened against the UK and EU sanctions lists at registration and nightly after. A match freezes the account for compliance; no payment or settlement leaves while it is frozen.",
], "2025-11-03")
mem("gdpr-erasure", "rule", "Erasing a customer's data", ["gdpr", "privacy", "erasure"], [
    "An erasure request removes contact details, marketing preferences and app data, but invoices, settlements and AML records are kept for six years after the last transaction. `accounts/` and `catalogue/` keep the customer number with 'erased' in place of the name.",
], "2025-11-03")
mem("marketing-consent", "rule", "Marketing emails", ["marketing", "consent", "emails"], [
    "Sale alerts and catalogue emails go only to customers who opted in, per department. The consent record keeps when and where it was given; a customer who unsubscribes is removed from every list within a day.",
], "2025-11-10")
mem("audit-log", "rule", "Audit log", ["audit", "security", "staff"], [
    "Every change staff make to a lot's estimate, reserve, VAT status or a hammer, and every view of a reserve, is written to the audit table with user, time and old and new values. The table is append-only.",
], "2025-11-10")
mem("reserve-secrecy", "rule", "Reserves stay secret", ["reserves", "security", "api"], [
    "Reserves are never in any public API response, search index, log line or analytics event. The serializers in `catalogue/api/` drop the field; a test fails if a reserve appears in the public schema.",
], "2025-11-17", deps=["reserves"])
mem("pii-logs", "rule", "No personal data in logs", ["logging", "privacy", "pii"], [
    "Logs carry customer numbers and paddle numbers, never names, emails, addresses, phone numbers or card data. The log formatter masks known fields; a new field with personal data goes on its mask list in the same change.",
], "2025-11-17")
mem("data-retention", "rule", "How long we keep things", ["retention", "gdpr", "records"], [
    "Invoices, settlements and AML checks: six years after the last transaction. Call recordings: 90 days. Condition reports and lot images: kept. Abandoned registrations without a purchase: two years, then deleted by the monthly job.",
], "2025-11-24")

# ---------------------------------------------------------------- rules: engineering
mem("migrations", "rule", "Database migrations", ["migrations", "database", "postgres"], [
    "Each service owns its Postgres database; migrations live in the service (`catalogue/*/migrations/`, `accounts/src/main/resources/db/migration/`) and must be backward compatible with the running version: add a column, deploy, backfill, then drop in a later release.",
], "2025-11-24")
mem("big-tables", "rule", "Big tables", ["migrations", "postgres", "performance"], [
    "`catalogue.lot` (9 million rows) and `bidding.bid` (60 million) are altered only with no-rewrite changes; a new index is built concurrently, and a migration touching them runs in the Tuesday morning window, never on a sale day.",
], "2025-12-01")
mem("api-versioning", "rule", "The public API", ["api", "versioning", "app"], [
    "The website and the app use the public API under `/api/v2/`. A field is never removed or renamed in a version; old app versions stay in use for a year, so a breaking change makes `/api/v3/`.",
], "2025-12-01")
mem("outbox", "rule", "Events go through the outbox", ["events", "outbox", "messaging"], [
    "Services publish events (lot published, hammer, invoice paid) by writing to their outbox table in the same transaction; a relay sends them to SNS. Consumers are idempotent on the event id and never call back synchronously.",
], "2025-12-08")
mem("feature-flags", "rule", "Feature flags", ["feature-flags", "releases", "config"], [
    "New behaviour ships behind a flag in Unleash, off by default. A flag that touches bidding is switched only between sales; a flag fully on for 30 days is removed in the next change to that code.",
], "2025-12-08")
mem("code-review", "rule", "Code review", ["review", "pull-requests", "process"], [
    "Every change goes through a pull request with one approval from the owning squad; bidding, accounts and reserve-related code needs two. The description says what changed and how it was tested.",
], "2025-12-15")
mem("commit-style", "rule", "Commit messages", ["commits", "git", "conventions"], [
    "Conventional commits with the service as scope: `feat(bidding): ...`, `fix(accounts): ...`. The subject is imperative and under 72 characters; the body says why.",
], "2025-12-15")
mem("testing", "rule", "Tests", ["testing", "ci", "quality"], [
    "Every service runs its unit tests and its contract tests against the public API schema in CI. Money, premium, VAT and increment code is tested with table-driven cases of real sales' figures; no change to them merges without a new case.",
], "2025-12-22")
mem("load-tests", "rule", "Load tests before big sales", ["load-testing", "performance", "bidding"], [
    "Before a sale expected to draw more than 2,000 online bidders, the saleroom squad runs the k6 scenario in `bidding/load/` against staging at twice the expected peak, a week ahead. Results go in the sale's runbook.",
], "2025-12-22")
mem("elixir-style", "rule", "Elixir code", ["elixir", "style", "bidding"], [
    "`bidding/` follows `mix format` and Credo's strict checks. Each live lot is a GenServer under a DynamicSupervisor keyed by sale and lot; state that must survive a restart is in Postgres, never only in process memory.",
], "2025-12-29")
mem("django-style", "rule", "Django code", ["django", "python", "style"], [
    "`catalogue/` is formatted by Ruff and typed with mypy in strict mode for new modules. Queries that loop go through `select_related` or `prefetch_related`; admin actions that change lots write to the audit log.",
], "2025-12-29")
mem("kotlin-style", "rule", "Kotlin code", ["kotlin", "style", "accounts"], [
    "`accounts/` uses ktlint and detekt in CI. Money is the `Money` value class, never Long or BigDecimal in signatures; each ledger change is one transaction through `JournalService`.",
], "2026-01-05")
mem("frontend-style", "rule", "Website code", ["web", "typescript", "style"], [
    "`web/` is TypeScript strict with ESLint and Prettier. Lot pages render on the server; client components only for bidding, following and the image zoom. Styles with Tailwind from the design tokens, no inline colours.",
], "2026-01-05")
mem("flutter-style", "rule", "App code", ["flutter", "dart", "app"], [
    "`app/` follows `flutter analyze` with our lints, state in Riverpod, and golden tests for the bid panel. App releases go to the stores on Mondays, never in a sale week's Thursday or Friday.",
], "2026-01-12")
mem("accessibility", "rule", "Accessibility", ["accessibility", "wcag", "web"], [
    "The website and app meet WCAG 2.2 AA. The bid button, the countdown and outbid alerts are announced to screen readers; a countdown never relies on colour alone.",
], "2026-01-12")
mem("secrets", "rule", "Secrets", ["secrets", "security", "config"], [
    "Secrets live in AWS Secrets Manager and reach services as environment variables at start; nothing secret in the repository, CI logs or Slack. A leaked key is rotated the same day and the incident channel told.",
], "2026-01-19")
mem("dependencies", "rule", "Dependency updates", ["dependencies", "renovate", "security"], [
    "Renovate opens dependency updates weekly; patch updates merge when green, minor and major ones need a squad review. A critical advisory is patched within 48 hours.",
], "2026-01-19")
mem("monitoring", "rule", "Monitoring and alerts", ["monitoring", "alerts", "grafana"], [
    "Each service exports Prometheus metrics and has Grafana dashboards. Alerts page the on-call only when a customer is affected now; bid latency above 500 ms at the 95th percentile during a live sale pages the saleroom squad at once.",
], "2026-01-26")
mem("on-call", "rule", "On-call", ["on-call", "incidents", "rota"], [
    "The on-call engineer covers every live sale in person or by phone from an hour before to the last lot. Incidents get a channel, a lead and a written review within five working days.",
], "2026-01-26")
mem("search-indexing", "rule", "Search index updates", ["search", "opensearch", "indexing"], [
    "Lots reach OpenSearch only from the outbox events, never by writing to the index from request handlers. A reindex runs into a new index and switches the alias; sold prices appear only after the sale closes.",
], "2026-02-02")
mem("search-elastic", "rule", "Search runs on Elasticsearch 7", ["search", "elasticsearch", "catalogues"], [
    "Lot search is Elasticsearch 7 on the shared cluster, written from `catalogue/` after each save.",
], "2025-01-27", superseded_by="search-indexing", valid_until="2026-02-02")
mem("time-zones", "rule", "Times and time zones", ["time", "timezones", "dates"], [
    "Times are stored in UTC and shown in Europe/London with the zone named, for bidders abroad too. Sale start and timed closing times are entered in London time by staff and converted once on save.",
], "2026-02-02")
mem("translations", "rule", "Languages", ["translations", "i18n", "languages"], [
    "The website and app are in English, with Chinese (simplified) for Asian art sales. Lot descriptions are never machine-translated; the Chinese text is written by the Asian art team and stored beside the English.",
], "2026-02-09")
mem("emails", "rule", "Customer emails", ["emails", "notifications", "templates"], [
    "Customer emails are sent by Postmark from templates in `web/emails/` (MJML); every template has a plain-text part. Outbid and won alerts are transactional and go regardless of marketing consent.",
], "2026-02-09")
mem("push-notifications", "rule", "App notifications", ["push", "notifications", "app"], [
    "The app sends outbid, lot closing in 10 minutes and won notifications through FCM and APNs. Each type can be turned off in the app's settings; none are sent between 22:00 and 07:00 London time except during a sale the bidder is in.",
], "2026-02-16")
mem("sms-two-factor", "rule", "Staff sign-in", ["sso", "staff", "authentication"], [
    "Staff sign in to every internal tool through Google Workspace SSO with a security key. Shared accounts are not allowed, even for the saleroom laptops: the clerk signs in as themselves.",
], "2026-02-16")
mem("bidder-login", "rule", "Bidder sign-in", ["login", "bidders", "passkeys"], [
    "Bidders sign in with email and a one-time code or a passkey; passwords were removed in 2025. A new device asks for the code again before bidding above £1,000.",
], "2026-02-23")
mem("environments", "rule", "Environments", ["environments", "staging", "deploys"], [
    "Three environments: local, staging (AWS, synthetic data only) and production. Production data is never copied to staging or a laptop; `make synth` makes sales and bidders that look real.",
], "2026-02-23")
mem("deploys", "rule", "Deploying", ["deploys", "ci", "releases"], [
    "Services deploy from main through GitHub Actions to ECS with a canary of 10% for 15 minutes. Deploys run Monday to Thursday, 09:00-16:00, and never on a live sale day for the bidding path.",
], "2026-03-02")
mem("catalogue-pdf", "rule", "Printed catalogues", ["catalogues", "print", "pdf"], [
    "Printed catalogues are made by `catalogue/print/` as a print-ready PDF from the published lots, with the front matter (conditions of sale, symbols, attribution glossary) from fixed templates. Changing the conditions text needs legal's approval.",
], "2026-03-02")
mem("conditions-of-sale", "rule", "Conditions of sale", ["conditions", "legal", "terms"], [
    "The conditions of sale are versioned documents in `web/legal/`; each sale points at the version in force when it was published, and a bidder accepts them when registering for the sale. A new version never applies to a sale already published.",
], "2026-03-09")
mem("catalogue-publishing", "rule", "Publishing a sale", ["publishing", "catalogues", "sales"], [
    "A sale is published when every lot has an image, estimate, description and a passed due diligence check. Publishing makes the lots visible on the website, sends them to Lotwire and opens commission bids; lot numbers are frozen from then.",
], "2026-03-09")
mem("lotwire-sync", "rule", "Sending catalogues to Lotwire", ["lotwire", "catalogues", "sync"], [
    "Published lots are sent to Lotwire by the job in `catalogue/lotwire/` every 15 minutes, with changes only. Reserves, consignor names and internal notes are never sent; withdrawals go at once, not in the next batch.",
], "2026-03-16")
mem("sale-results", "rule", "Publishing results", ["results", "prices", "website"], [
    "Hammer prices appear on the website when a live lot is sold and are final at the close of the sale. Published results include premium ('price realised'); bought-in lots show 'unsold' and never the highest bid.",
], "2026-03-16")
mem("chargebacks", "rule", "Chargebacks", ["chargebacks", "cards", "disputes"], [
    "A card chargeback freezes the buyer's account and the consignor's settlement for that lot. Finance answers the card network with the invoice, conditions and collection signature; the lot stays in our warehouse if not yet collected.",
], "2026-03-23")
mem("consignor-portal", "rule", "The consignor's account", ["consignors", "portal", "web"], [
    "Consignors see their property, estimates, results and settlements in their website account. The reserve shows only to the consignor who set it; a lot's bidding history never shows bidder names.",
], "2026-03-23")

# ---------------------------------------------------------------- skills
mem("new-sale-howto", "skill", "Set up a new sale", ["sales", "howto", "calendar"], [
    "1) Create the sale in `catalogue/` from the calendar entry: number, type, saleroom, dates. 2) Pick the rate card and the conditions version. 3) Set the consignment closing date. 4) Add the viewing days and the sale to the website calendar.",
], "2026-01-05", deps=["calendar", "conditions-of-sale"])
mem("catalogue-lot-howto", "skill", "Catalogue a lot", ["cataloguing", "howto", "lots"], [
    "1) Scan the stock number and open the lot form. 2) Write the description to the house style and set the attribution. 3) Set estimates from the table and the agreed reserve. 4) Answer the ivory and species questions. 5) Send it to photography.",
], "2026-01-05", deps=["lot-description-style", "estimates", "reserves", "ivory"])
mem("publish-sale-howto", "skill", "Publish a sale", ["publishing", "howto", "catalogues"], [
    "1) Run the publish check in `catalogue/`: it lists lots without images, estimates or a cleared check. 2) Fix or withdraw them. 3) Press publish; the catalogue goes live and to Lotwire. 4) Send the print PDF to the printer.",
], "2026-01-12", deps=["catalogue-publishing", "catalogue-pdf"])
mem("withdraw-lot-howto", "skill", "Withdraw a lot", ["withdrawals", "howto", "lots"], [
    "1) Open the lot and choose 'withdraw' with the reason code. 2) The system cancels its commission bids and emails the bidders. 3) Tell the saleroom team if the sale is this week. 4) Return the object to the consignor's shelf.",
], "2026-01-12", deps=["lot-withdrawal"])
mem("run-live-sale-howto", "skill", "Clerk a live sale", ["live", "howto", "console"], [
    "1) Sign in to the console an hour before and load the sale. 2) Check the phone lines and their staff. 3) Start the sale when the auctioneer is ready. 4) For each lot, take bids as called and record the hammer and paddle. 5) Close the sale; the console replays anything still queued.",
], "2026-01-19", deps=["sale-start", "phone-bids", "console-offline"])
mem("settlement-run-howto", "skill", "Run the settlement payments", ["settlements", "howto", "accounts"], [
    "1) On Thursday, open the settlement run in `accounts/`. 2) Review the lots held (unpaid, chargeback, frozen). 3) Approve; a second person in finance approves again. 4) The BACS file goes to the bank and the statements are emailed.",
], "2026-01-19", deps=["settlement-timing", "settlement-bank-details"])
mem("credit-note-howto", "skill", "Issue a credit note", ["credit-notes", "howto", "invoices"], [
    "1) Open the invoice and choose 'credit'. 2) Pick the lines and the reason. 3) The credit note gets the next number and reverses the ledger postings. 4) Reissue the corrected invoice if one is needed.",
], "2026-01-26", deps=["invoice-rules", "ledger"])
mem("register-consignor-howto", "skill", "Register a new consignor", ["consignors", "howto", "front-counter"], [
    "1) Search for the person first: they may have sold or bought before. 2) Take photo ID and proof of address and run the check. 3) Create the consignor and receipt their property. 4) Send the agreement to sign.",
], "2026-01-26", deps=["consignor-kyc", "receipts", "consignment-agreement"])
mem("bank-details-change-howto", "skill", "Change a consignor's bank details", ["bank", "howto", "settlements"], [
    "1) Log the request. 2) Ask a colleague to phone the consignor on the number on file. 3) They enter the new details in `accounts/` with the call note. 4) The 5-day hold starts automatically.",
], "2026-02-02", deps=["settlement-bank-details"])
mem("collection-howto", "skill", "Hand over a lot to a buyer", ["collection", "howto", "warehouse"], [
    "1) Check the invoice and storage charges are paid. 2) Check photo ID or the written authority. 3) Scan each object out. 4) Get the signature on the tablet.",
], "2026-02-02", deps=["collections", "storage-charges"])
mem("export-howto", "skill", "Ship a lot abroad", ["export", "howto", "shipping"], [
    "1) Get the packer's quote. 2) Check the export thresholds and species. 3) Apply for a licence if needed and wait for the number. 4) Book the packer's collection and scan the lot out to them.",
], "2026-02-09", deps=["export-licences", "cites-species", "shipping-quotes"])
mem("return-lot-howto", "skill", "Handle a buyer's return", ["returns", "howto", "disputes"], [
    "1) Log the claim and the buyer's evidence. 2) Ask the specialist and the head of department. 3) If accepted, issue the credit note, refund and receipt the object back. 4) Tell the consignor and hold their settlement.",
], "2026-02-09", deps=["misdescription-returns", "credit-note-howto"])
mem("reindex-howto", "skill", "Rebuild the search index", ["search", "howto", "opensearch"], [
    "1) Run `make reindex NAME=lots-YYYYMMDD` in `catalogue/`: it builds a new index from the database. 2) Compare counts with the live index. 3) Switch the `lots` alias. 4) Delete the old index a day later.",
], "2026-02-16", deps=["search-indexing"])
mem("erasure-howto", "skill", "Handle an erasure request", ["gdpr", "howto", "privacy"], [
    "1) Confirm who is asking. 2) Run `./manage.py erase_customer CUSTOMER_NUMBER`; it clears contact data in every service. 3) Check no open invoice or settlement is left. 4) Reply within a month saying what we kept and why.",
], "2026-02-16", deps=["gdpr-erasure"])
mem("add-report-howto", "skill", "Add a report", ["dbt", "howto", "reports"], [
    "1) Add staging models for new sources under `data/models/staging/`. 2) Build the mart with a unique key test. 3) Run `dbt build --select +model` on the dev dataset. 4) Add the Looker explore and share it.",
], "2026-02-23", deps=["data-platform"])
mem("onboarding", "skill", "Your first week", ["onboarding", "setup", "developers"], [
    "1) Ask platform for AWS SSO and a security key. 2) Run `make dev`. 3) Spend a sale day in the saleroom beside the clerk and a morning at the front counter. 4) Read `docs/runbooks/` and the conditions of sale.",
], "2026-02-23")
mem("local-dev", "skill", "Run things locally", ["local-dev", "docker", "setup"], [
    "`make dev` runs docker compose with Postgres 16, OpenSearch, LocalStack for S3, SNS and SQS, and fakes for Stripe, Onfido and Lotwire. `make synth` loads a sale of 400 lots and 2,000 bidders. Never point a local service at production.",
], "2026-03-02")
mem("load-test-howto", "skill", "Load test a sale", ["load-testing", "howto", "k6"], [
    "1) Copy the sale's lot count and expected bidders into `bidding/load/scenario.json`. 2) Run `make load-test ENV=staging` from the load runner. 3) Check bid latency and dropped sockets in Grafana. 4) Write the figures in the sale's runbook.",
], "2026-03-02", deps=["load-tests"])
mem("new-department-howto", "skill", "Add a department", ["departments", "howto", "categories"], [
    "1) Add the department and its head in `catalogue/`. 2) Add its categories. 3) Add its estimate steps and the email list. 4) Add it to the website's navigation and the reports.",
], "2026-03-09", deps=["categories", "marketing-consent"])
mem("timed-sale-howto", "skill", "Run a timed sale", ["timed", "howto", "sales"], [
    "1) Set the sale type to timed and the end time in London time. 2) Publish as usual. 3) Watch the closing on the dashboard on the last day. 4) After the last lot closes, close the sale to raise invoices.",
], "2026-03-16", deps=["timed-close-staggered", "time-zones"])
mem("hotfix-during-sale-howto", "skill", "Fix something during a live sale", ["incidents", "howto", "live"], [
    "1) Call the saleroom lead and agree whether to pause. 2) Open an incident channel. 3) Deploy only with the freeze override and the lead on the call. 4) Write the incident review afterwards.",
], "2026-03-16", deps=["live-sale-freeze", "on-call"])
