import type { IconName } from '@/lib/ui/icons';
import {
  parseServiceLocation,
  routedLocationList,
  serviceList,
  serviceLocationPath,
  zipCodeSummary,
  type Location,
  type RoutedLocationSlug,
  type Service,
  type ServiceLocation,
  type ServiceSlug,
  type ZipCodeSummary,
} from '@/lib/site/catalogue';
import { siteConfig } from '@/lib/site/config';

/**
 * Copy written for each of the 20 service-by-city pages: the housing stock, climate and local
 * conditions that shape that kind of repair in that city. Each page reads its own entry, so no two
 * pages are the same text with the city names swapped (its test compares every pair).
 */

export type ServiceLocationKey = `${ServiceSlug}-${RoutedLocationSlug}`;

export type ServiceLocationCopy = {
  /** Meta description, at most 160 characters, unique per page. */
  description: string;
  /** One sentence under the h1. */
  lead: string;
  /** Two short paragraphs about this service in this city. */
  paragraphs: readonly [string, string];
};

export const serviceLocationCopy: Record<ServiceLocationKey, ServiceLocationCopy> = {
  'electrical-hampton': {
    description:
      'Electrical repairs after a Hampton home inspection: corroded exterior outlets, missing GFCIs and worn panels in Phoebus, Buckroe and Fox Hill homes.',
    lead: 'Outlet, panel and GFCI corrections for Hampton homes, from Buckroe Beach cottages to Coliseum-area ranches.',
    paragraphs: [
      'Salt air off the Chesapeake Bay is hard on anything metal outside a Hampton house. Exterior receptacle covers rust open, weatherproof boxes lose their gaskets and the screws on meter bases and disconnects corrode until the inspector writes them up. We replace them with in-use covers, stainless fasteners and GFCI protection that actually trips.',
      'Inside, many post-war ranches around Wythe and Coliseum Central still carry two-prong outlets and small panels added onto over the decades. When a report lists ungrounded receptacles, double-tapped breakers or an open junction box in the attic, we correct each item to code and leave paperwork your agent can attach to the PICRA response.',
    ],
  },
  'electrical-newport-news': {
    description:
      'Newport News electrical repairs for inspection findings: Hilton Village wiring, Denbigh-era panels, ungrounded outlets and GFCI fixes. Same-day estimates.',
    lead: 'Electrical corrections for Newport News homes, from shipyard-era Hilton Village to Kiln Creek.',
    paragraphs: [
      'Hilton Village and the older streets of the North End were built for shipyard workers a century ago, and some of those houses still hide cloth-insulated wiring, splices without boxes and lighting circuits nobody has traced in decades. Inspectors flag what they can see; we open it up, find where the old circuit runs and make it safe rather than just swapping the cover plate.',
      'Farther up the peninsula, Denbigh homes from the 1960s and 1970s often come with panels that inspectors single out by brand, and now and then aluminum branch wiring from the early 1970s. We quote panel replacements honestly, repair what can be repaired, and schedule the work around tight military and shipyard relocation timelines so closing dates hold.',
    ],
  },
  'electrical-norfolk': {
    description:
      'Norfolk electrical repairs after inspection: knob-and-tube in Ghent and Colonial Place, flood-exposed outlets, panel upgrades and GFCI corrections.',
    lead: 'Electrical fixes for Norfolk houses, from Ghent and Larchmont to Ocean View and Wards Corner.',
    paragraphs: [
      'Ghent, Park Place and Colonial Place hold some of the oldest housing in the region, and knob-and-tube circuits still turn up behind plaster there. Insurers and lenders increasingly ask about it, so a report that mentions it needs a clear answer. We identify which circuits are still live, replace or isolate them, and document what changed.',
      'Tidal flooding adds a second problem. In low streets near The Hague and along Ocean View, water that reaches a crawl space or garage can corrode receptacles, junction boxes and the lower runs of wiring. We check for flood-exposed devices, move outlets and disconnects above likely water lines where it makes sense, and add the GFCI protection inspectors expect near doors, garages and wet areas.',
    ],
  },
  'electrical-yorktown': {
    description:
      'Yorktown electrical repairs for inspection reports: well pump circuits, detached garage feeds, crawl space wiring and GFCI corrections across York County.',
    lead: 'Electrical corrections for York County homes, from Tabb and Grafton to the historic village.',
    paragraphs: [
      'Bigger lots in Tabb, Grafton and Seaford mean longer circuits: feeds to detached garages and workshops, well pump wiring, outdoor lighting along driveways. These runs are where inspectors find undersized cable, missing disconnects and buried splices. We trace each one back to the panel and bring it up to what the inspector is asking for.',
      'Humidity off the York River settles into crawl spaces, so wiring and junction boxes under the floor often show rusted clamps, loose staples and open splices. We repair them from below, add GFCI protection to crawl-space and exterior receptacles, and check that the home is on properly sized breakers before the re-inspection.',
    ],
  },
  'plumbing-hampton': {
    description:
      'Hampton plumbing repairs after a home inspection: galvanized lines, water heaters, slow drains and leaks in ranch homes, Phoebus houses and bay cottages.',
    lead: 'Plumbing repairs for Hampton homes that need to pass the buyer’s inspection and the re-check.',
    paragraphs: [
      'Hampton’s mid-century ranches and brick homes around Coliseum Central and Wythe often still carry galvanized supply lines, and the report usually says the same thing: low pressure, rust-colored water and corrosion at the fittings. We replace the worst sections with PEX or copper and tell you plainly whether the rest of the system needs attention now or can wait.',
      'Near Buckroe Beach and Grandview, a high water table and sandy soil make slow drains and sewer laterals a regular finding, and water heaters in garages take a beating from salt air. We clear and camera-check drains, replace corroded relief valves and expansion tanks, and fix the running toilets and dripping fixtures that fill the rest of the list.',
    ],
  },
  'plumbing-newport-news': {
    description:
      'Plumbing repairs in Newport News after inspection: polybutylene in 1980s homes, Hilton Village cast iron drains, water heaters and fixture leaks.',
    lead: 'Leak, drain and water heater repairs for Newport News homes from the East End to Kiln Creek.',
    paragraphs: [
      'A surprising number of Newport News houses built in the 1980s and early 1990s, in Denbigh, Kiln Creek and the subdivisions off Jefferson Avenue, were plumbed with grey polybutylene. Inspectors flag it on sight because it fails at the fittings without warning. We re-pipe affected runs in sections, so buyers get a clear line on the report and sellers avoid a bigger credit.',
      'Older homes in Hilton Village and the East End have the opposite problem: cast iron drains and clay laterals that crack, scale up and let roots in. We locate the slow or leaking section, repair it without tearing out what still works, and handle the water heater straps, shut-off valves and fixture leaks that usually come along on the same report.',
    ],
  },
  'plumbing-norfolk': {
    description:
      'Norfolk plumbing repairs for inspection items: 1920s Ghent supply lines, cast iron stacks, sewer laterals and flood-damaged water heaters. Free quotes.',
    lead: 'Plumbing fixes for Norfolk’s older homes, where the pipes are often as old as the house.',
    paragraphs: [
      'Many 1920s homes in Ghent, Larchmont and Colonial Place still have some original plumbing: galvanized supply lines, cast iron stacks and drain joints that have been patched by several owners. Inspectors note stains, slow drains and low pressure; we find the source, replace the failing sections and keep the old house’s walls and floors as intact as we can.',
      'Norfolk’s recurring tidal flooding reaches more homes than the flood maps suggest. Water heaters and washers sitting on garage or crawl-space floors corrode from the bottom, and backflow into low drains is common in Ocean View and along the Lafayette River. We replace or raise flood-exposed equipment, fix leaking connections and add backwater protection where the layout allows.',
    ],
  },
  'plumbing-yorktown': {
    description:
      'Yorktown plumbing repairs after inspection: well pressure tanks, crawl space leaks, water heaters and fixtures in Tabb, Grafton and Seaford homes.',
    lead: 'Plumbing repairs for York County homes on city water or a private well.',
    paragraphs: [
      'Parts of York County run on private wells, and the inspection report for those homes often reaches the pressure tank, the switch and the lines into the house. Waterlogged tanks, short-cycling pumps and corroded fittings are typical. We repair the household side of the system so the well inspection and the home inspection tell the same story.',
      'Most Yorktown houses sit over crawl spaces, where York River humidity and an occasional slow drip go unnoticed for years. We track leaks under the floor, replace sweating or corroded supply lines, secure loose drain piping and insulate exposed runs, then take care of the toilets, faucets and water heater items higher up on the list.',
    ],
  },
  'carpentry-hampton': {
    description:
      'Carpentry repairs in Hampton after a home inspection: rotted trim, sticking doors and windows, damaged decks and railings in coastal homes. Same-day quotes.',
    lead: 'Door, window, trim and deck repairs for Hampton homes near the water and inland.',
    paragraphs: [
      'Hampton’s bay-side neighborhoods, from Buckroe Beach to Fox Hill, live with wind-driven rain and salt spray, and the carpentry shows it first: soft window sills, rotted door jambs and trim that has swollen behind the paint. We cut out the decay, replace it with rot-resistant material and prime every cut end so the repair lasts past the closing.',
      'Inspectors also look hard at decks and stairs behind Hampton’s 1960s and 1970s homes, many of them built or rebuilt by earlier owners. Loose railings, missing joist hangers and ledger boards without flashing are the usual findings. We reinforce or rebuild what is unsafe and square up sticking doors and broken window sashes inside while we are there.',
    ],
  },
  'carpentry-newport-news': {
    description:
      'Newport News carpentry repairs for inspection findings: Hilton Village windows and trim, sticking doors, cabinet fixes and deck railings. Free quotes.',
    lead: 'Carpentry repairs for Newport News homes, from century-old cottages to 1990s colonials.',
    paragraphs: [
      'The cottages of Hilton Village were built with real wood windows, deep trim and porches that deserve careful hands. When an inspector notes rotted sashes, broken sash cords or a sagging porch floor, we repair in kind where we can, matching profiles instead of boxing everything in vinyl, because buyers in that neighborhood notice the difference.',
      'In Denbigh, Kiln Creek and Port Warwick the findings are newer-house problems: doors that no longer latch after the frame settles, builder-grade cabinet hinges and drawer boxes giving out, and pressure-treated decks whose railings no longer pass. We fix them quickly and neatly, often in a single visit, so the repair addendum can be signed off.',
    ],
  },
  'carpentry-norfolk': {
    description:
      'Norfolk carpentry repairs after inspection: old-house windows, porch and stair repairs in Ghent and Colonial Place, doors, trim and structural fixes.',
    lead: 'Carpentry for Norfolk’s porches, stairs, windows and trim, done to suit an older house.',
    paragraphs: [
      'Norfolk’s early-1900s foursquares and rowhouses lean on wood everywhere an inspector looks: wide front porches, tall double-hung windows, stair balusters and plaster-and-lath walls. Typical findings are loose handrails, rotted porch columns and windows painted shut. We repair with matching millwork so the house keeps the character that sold it.',
      'Where tidal flooding has reached a crawl space, sill plates and floor joists can soften over time, and inspectors in low-lying parts of the city mention sagging floors or damaged framing. We assess what is cosmetic and what is structural, sister or replace damaged members, and say clearly when a structural engineer should sign off first.',
    ],
  },
  'carpentry-yorktown': {
    description:
      'Yorktown carpentry repairs for inspection reports: crawl space framing, decks, porches, doors and windows across Tabb, Grafton and the historic village.',
    lead: 'Carpentry repairs for York County homes, decks and outbuildings.',
    paragraphs: [
      'York County homes are known for big decks, screened porches and detached garages on wooded lots, and every one of them goes on the inspection report. Shade and river humidity keep lumber damp, so we see soft deck boards, loose stair stringers and railings that wobble. We replace what is rotted and fasten the rest to current guidelines.',
      'Beneath the house, crawl-space moisture can reach the sill plate and rim joist, and inspectors note it when their moisture meter spikes. We repair damaged framing, replace rotted sections at door thresholds and window sills, and adjust doors that have begun to bind as the seasons swing from dry winters to humid summers.',
    ],
  },
  'exterior-hampton': {
    description:
      'Exterior repairs in Hampton after inspection: storm-worn shingles, salt-corroded fasteners, siding, gutters and fences near Buckroe Beach and Fox Hill.',
    lead: 'Roof, siding, gutter and fence repairs for Hampton homes facing the bay.',
    paragraphs: [
      'Salt air shortens the life of everything bolted to the outside of a Hampton house: gutter spikes, flashing nails, fence hardware and the fasteners that hold siding and trim. Inspectors around Buckroe Beach and Grandview regularly note rusted-through hangers, popped nails and stained siding. We use stainless or coated fasteners so the repair does not rust out in two seasons.',
      'Nor’easters and the occasional hurricane leave lifted shingles, loose ridge caps and siding panels that have been pulled off their nailing strip. For beach cottages and older ranches alike, we replace damaged shingles and siding to match, reseal flashing, and clear and re-pitch gutters so water leaves the foundation instead of pooling beside it.',
    ],
  },
  'exterior-newport-news': {
    description:
      'Newport News exterior repairs for inspection items: roof leaks, siding, gutters, decks and fences on homes from Hilton Village to Kiln Creek.',
    lead: 'Exterior repairs for Newport News homes along the James River and up the peninsula.',
    paragraphs: [
      'The long, exposed stretches of the James River shoreline mean wind-driven rain hits Newport News houses sideways. On a report that shows up as stained sheathing under the eaves, cracked caulk around windows and siding that has let water behind it. We find where the water gets in, repair the siding and flashing, and replace the rotted sheathing we uncover.',
      'Subdivisions in Denbigh and Kiln Creek are reaching the age when original roofs, gutters and fences all wear out together. Inspectors note missing shingles, sagging gutters, leaning fence sections and decks that need boards replaced. We handle the lot in one visit where possible and tell you which items a buyer is likely to insist on.',
    ],
  },
  'exterior-norfolk': {
    description:
      'Norfolk exterior repairs after a home inspection: flood-worn siding, porch roofs, gutters, fences and storm damage in Ghent, Ocean View and Larchmont.',
    lead: 'Exterior repairs for Norfolk homes that face the tides and the storms.',
    paragraphs: [
      'Tidal flooding in Norfolk leaves its mark low on the house: siding and trim that soak up standing water, fences that rot at the posts and foundation vents choked with debris. In neighborhoods like Larchmont and Ocean View, inspectors look for that waterline. We replace the damaged lower courses, reset fence posts and clear the vents so the crawl space can dry.',
      'Older Norfolk houses also carry porch roofs, box gutters and built-in drainage that many contractors avoid. When a report notes a leaking porch roof, a failing box gutter or loose downspouts dumping water against the foundation, we repair them properly and route the water away from the house and the neighbor’s yard.',
    ],
  },
  'exterior-yorktown': {
    description:
      'Yorktown exterior repairs for inspection reports: roofs under tree cover, gutters full of leaves, siding, decks and fences on larger York County lots.',
    lead: 'Exterior repairs for York County homes on wooded lots and along the river.',
    paragraphs: [
      'Many Yorktown homes sit under mature oaks and pines, which is lovely until the inspector climbs the ladder. Clogged gutters, moss on the north slope, branch damage to shingles and soffits chewed open by squirrels are standard findings. We clear and re-hang gutters, add guards where they make sense, patch the roof and close up the soffits.',
      'Larger lots in Tabb and Grafton add more to look after: long runs of fence, outbuildings, and siding that sees more sun on one side and more moisture on the other. We repair split boards and leaning posts, replace cracked or faded siding panels, and make sure downspouts carry water far enough from the crawl space to keep it dry.',
    ],
  },
  'cosmetic-hampton': {
    description:
      'Cosmetic repairs in Hampton after inspection: water-stained ceilings, drywall, paint, flooring and tile, finished so the home shows well at closing.',
    lead: 'Paint, drywall, ceiling, flooring and tile repairs that help Hampton homes close cleanly.',
    paragraphs: [
      'Once the roof or the plumbing leak is fixed, the stain on the ceiling still tells a buyer something went wrong. In Hampton, where humid summers and salt air make paint chalk and peel, we seal and repaint stained ceilings, patch drywall where repairs opened it up and refresh trim so the finished work looks like it was always that way.',
      'Sellers moving on short notice, including many Joint Base Langley-Eustis families on military orders, often need the house ready to list in days. We handle the final cosmetic items from the inspection and the walk-through, such as cracked tile, lifted vinyl plank and nail pops, on a schedule that fits the move.',
    ],
  },
  'cosmetic-newport-news': {
    description:
      'Newport News cosmetic repairs: ceiling stains, drywall patches, paint, flooring and tile touch-ups after inspection, for sellers and buyers alike.',
    lead: 'Cosmetic finishing for Newport News homes after the repairs, before the walk-through.',
    paragraphs: [
      'Older plaster walls in Hilton Village and the North End crack along the same lines year after year, and a buyer reads every crack as a structural warning. We stabilize and patch plaster where it can be saved, skim and paint it to match, and explain in writing which cracks are cosmetic so the conversation at the closing table stays calm.',
      'In newer Denbigh and City Center homes the findings are lighter but just as visible: nail pops, scuffed walls, a stained ceiling under an upstairs bathroom and grout failing around a tub. We patch, paint, regrout and replace damaged flooring boards so the house looks cared for on the final walk-through.',
    ],
  },
  'cosmetic-norfolk': {
    description:
      'Norfolk cosmetic repairs after inspection: plaster and ceiling repairs, paint, hardwood and tile in Ghent, Colonial Place and Wards Corner homes.',
    lead: 'Cosmetic repairs that respect the plaster, hardwood and tile of Norfolk’s older houses.',
    paragraphs: [
      'Ghent and Colonial Place homes were finished with plaster walls, heart-pine and oak floors and small-format tile that are worth keeping. When a report notes water-stained ceilings, cracked plaster or loose bathroom tile, we repair the original material where we can rather than covering it over, so the house keeps its value and its charm.',
      'In the brick ranches around Wards Corner and Norview, the cosmetic list usually follows an old leak or a flood: warped flooring near an exterior door, stained drywall under a window and peeling paint in a damp bathroom. We replace what moisture has ruined, prime with stain-blocking primer and repaint so nothing shows through later.',
    ],
  },
  'cosmetic-yorktown': {
    description:
      'Yorktown cosmetic repairs for inspection and walk-through items: paint, drywall, ceiling stains, flooring and tile in York County homes.',
    lead: 'Cosmetic repairs for York County homes before listing or before the final walk-through.',
    paragraphs: [
      'York County’s family-size homes have big open rooms, two-storey foyers and vaulted ceilings, so a single ceiling stain or a patch of mismatched paint shows from every angle. We repair and repaint whole wall and ceiling planes instead of spot-touching, which is the only way a repair disappears under that much daylight.',
      'Humidity from the river and crawl spaces below also loosens floor tile, opens seams in laminate and leaves bathroom ceilings spotted with mildew. We regrout and reset tile, replace damaged flooring pieces, treat and repaint mildewed areas and add the small finishing touches buyers notice on the walk-through.',
    ],
  },
};

/** The copy of one service-by-city page. */
export function serviceLocationCopyFor(service: ServiceSlug, location: RoutedLocationSlug): ServiceLocationCopy {
  return serviceLocationCopy[`${service}-${location}`];
}

export type ServiceLocationPage = {
  path: string;
  /** The h1: 'Electrical Repairs in Hampton, VA'. */
  heading: string;
  /** The <title>, at most 60 characters with the short business name. */
  metaTitle: string;
  copy: ServiceLocationCopy;
  features: readonly { icon: IconName; title: string; text: string }[];
  zips: ZipCodeSummary;
  otherServices: readonly { href: string; label: string; icon: IconName }[];
  otherCities: readonly { href: string; label: string }[];
};

/** The four reasons every service page gives, in order: speed, licenses, PICRA know-how, local knowledge. */
export function whyChooseFeatures(service: Service, location: Location): ServiceLocationPage['features'] {
  return [
    {
      icon: 'fast',
      title: 'Fast Quotes',
      text: `${siteConfig.claims.estimates} for ${service.name.toLowerCase()} items on your report, and most repairs finished in ${siteConfig.claims.repairDays}.`,
    },
    {
      icon: 'shield',
      title: 'Licensed Contractors',
      text: `${siteConfig.claims.licensed}. ${siteConfig.claims.warranty}.`,
    },
    {
      icon: 'checklist',
      title: 'PICRA Specialists',
      text: 'We price and document each item of the Property Inspection Contingency Removal Addendum so buyers, sellers and agents can settle it quickly.',
    },
    {
      icon: 'location',
      title: 'Local Expertise',
      text: `We know ${location.name}’s housing, weather and inspectors, and we schedule around your closing date.`,
    },
  ];
}

/** Everything a service-by-city page shows, or null for a combination that is not routed. */
export function serviceLocationPage(segment: string): (ServiceLocationPage & ServiceLocation) | null {
  const match = parseServiceLocation(segment);
  if (!match) return null;
  const { service, location } = match;
  const heading = `${service.title} in ${location.fullName}`;
  return {
    service,
    location,
    path: serviceLocationPath(service.slug, location.slug),
    heading,
    metaTitle: `${heading} | ${siteConfig.shortName}`,
    copy: serviceLocationCopyFor(service.slug, location.slug),
    features: whyChooseFeatures(service, location),
    zips: zipCodeSummary(location.zipCodes),
    otherServices: serviceList
      .filter((other) => other.slug !== service.slug)
      .map((other) => ({ href: serviceLocationPath(other.slug, location.slug), label: `${other.title} in ${location.name}`, icon: other.icon })),
    otherCities: routedLocationList
      .filter((other) => other.slug !== location.slug)
      .map((other) => ({
        href: serviceLocationPath(service.slug, other.slug as RoutedLocationSlug),
        label: `${service.title} in ${other.name}`,
      })),
  };
}
