import type { ServiceCategory } from '@/lib/reports/categories';

/**
 * Findings as Hampton Roads inspectors write them, each with the service a repair contractor would
 * send and whether the inspector called it a safety hazard. The corpus script builds every sample
 * report from these; each report's expected list is the findings it printed.
 */

export type SystemKey = 'roof' | 'exterior' | 'structure' | 'electrical' | 'plumbing' | 'hvac' | 'interior' | 'attic' | 'garage' | 'kitchen' | 'bathrooms';

export type BankFinding = { system: SystemKey; category: ServiceCategory; safety?: boolean; title: string; text: string };

export const SYSTEM_TITLES: Record<SystemKey, string> = {
  roof: 'Roof',
  exterior: 'Exterior',
  structure: 'Structure',
  electrical: 'Electrical',
  plumbing: 'Plumbing',
  hvac: 'Heating and Cooling',
  interior: 'Interior',
  attic: 'Attic',
  garage: 'Garage',
  kitchen: 'Kitchen',
  bathrooms: 'Bathrooms',
};

export const BANK: BankFinding[] = [
  { system: 'roof', category: 'roof', title: 'Damaged shingles', text: 'Several shingles on the rear slope were creased and lifted, likely from wind. Damaged shingles allow water under the roof covering. Recommend a qualified roofing contractor replace the damaged shingles and check the adjacent courses.' },
  { system: 'roof', category: 'roof', title: 'Pipe boot cracked', text: 'The rubber collar of the plumbing vent pipe boot on the north slope is cracked and the boot has separated from the vent. This is a common source of attic leaks. Recommend the boot be replaced by a roofer.' },
  { system: 'roof', category: 'roof', title: 'Flashing at chimney', text: 'The step flashing at the chimney is loose and the sealant has failed, with staining on the chimney chase below. Recommend a roofing contractor repair the flashing and reseal.' },
  { system: 'roof', category: 'roof', title: 'Exposed nail heads', text: 'Exposed nail heads were observed at the ridge cap and were not sealed. Exposed fasteners rust and let water in over time. Recommend sealing all exposed nail heads as routine maintenance.' },
  { system: 'exterior', category: 'exterior', title: 'Wood rot at fascia', text: 'Wood rot was found at the fascia board above the front porch and at the left rear corner trim. Recommend a qualified contractor replace the rotted wood and paint to protect it.' },
  { system: 'exterior', category: 'exterior', title: 'Gutters clogged', text: 'The gutters at the rear of the house are clogged with leaves and pine needles and overflowed during the inspection rain. Recommend cleaning the gutters and extending the downspouts at least four feet from the foundation.' },
  { system: 'exterior', category: 'exterior', title: 'Negative grading', text: 'The soil at the right side of the house slopes toward the foundation, which directs rain water to the crawl space. Recommend regrading so the soil slopes away at least six inches over the first ten feet.' },
  { system: 'exterior', category: 'exterior', title: 'Siding loose', text: 'Vinyl siding panels are loose and separated near the dryer vent on the left side. Recommend a siding contractor secure or replace the loose panels.' },
  { system: 'exterior', category: 'carpentry', title: 'Deck boards deteriorated', text: 'Several deck boards are cracked and soft underfoot near the steps. Recommend replacement of the deteriorated deck boards by a qualified carpenter.' },
  { system: 'exterior', category: 'safety', safety: true, title: 'Deck stairs missing handrail', text: 'The deck stairs have four risers and no graspable handrail. This is a fall hazard. Recommend a handrail be installed by a qualified contractor.' },
  { system: 'structure', category: 'structural', title: 'Foundation crack', text: 'A stair-step crack was observed in the block foundation wall at the rear left corner, with about 1/4 inch of displacement. Recommend evaluation by a licensed structural engineer and repair as advised.' },
  { system: 'structure', category: 'structural', title: 'Sill plate moisture damage', text: 'The sill plate and rim joist below the kitchen are stained and soft when probed, consistent with long term moisture. Recommend a qualified contractor repair the damaged framing and correct the moisture source.' },
  { system: 'structure', category: 'structural', title: 'Sagging floor joist', text: 'A floor joist below the hall bathroom is cracked and sagging, and a previous repair with a short sister board is not fastened. Recommend a structural repair by a licensed contractor.' },
  { system: 'structure', category: 'structural', title: 'Crawl space vapor barrier', text: 'The vapor barrier in the crawl space is torn and missing in several areas, exposing soil, and the moisture meter read elevated levels at the floor framing. Recommend the vapor barrier be repaired or replaced.' },
  { system: 'electrical', category: 'electrical', safety: true, title: 'Double-tapped breaker', text: 'Two conductors are connected to a single-pole breaker in the main panel (double tapped) where the breaker is not rated for two. This is a safety hazard. Recommend a licensed electrician correct the connection.' },
  { system: 'electrical', category: 'electrical', safety: true, title: 'No GFCI protection', text: 'The receptacles at the kitchen counter and the exterior rear wall lack GFCI protection. This is a shock hazard in wet areas. Recommend a licensed electrician install GFCI protection.' },
  { system: 'electrical', category: 'electrical', title: 'Open ground receptacles', text: 'Three receptacles in the living room tested with an open ground. Recommend a licensed electrician evaluate and repair the grounding.' },
  { system: 'electrical', category: 'electrical', safety: true, title: 'Exposed wiring in attic', text: 'Open splices and exposed wiring were found in the attic above the garage, not in a junction box. This is a fire hazard. Recommend a licensed electrician install junction boxes with covers.' },
  { system: 'electrical', category: 'electrical', title: 'Missing cover plates', text: 'Cover plates are missing at the switch in the laundry room and at two receptacles in the bedrooms, leaving wiring exposed. Recommend installing cover plates.' },
  { system: 'electrical', category: 'electrical', title: 'Light fixture inoperable', text: 'The exterior light fixture at the rear door was inoperable; the bulb was replaced and it still did not work. Recommend a licensed electrician evaluate and repair the fixture or its switch.' },
  { system: 'plumbing', category: 'plumbing', title: 'Leak under kitchen sink', text: 'The drain trap under the kitchen sink is leaking at the slip joint and the cabinet floor is stained and damaged. Recommend a licensed plumber repair the leak.' },
  { system: 'plumbing', category: 'plumbing', safety: true, title: 'Water heater TPR discharge', text: 'The water heater temperature and pressure relief valve has no discharge pipe. A discharge of scalding water is a safety hazard. Recommend a licensed plumber install a discharge pipe that ends six inches above the floor.' },
  { system: 'plumbing', category: 'plumbing', title: 'Water heater at end of life', text: 'The water heater was manufactured in 2009 and is past its typical service life, with corrosion at the cold water connection. Recommend budgeting for replacement and having a plumber evaluate it now.' },
  { system: 'plumbing', category: 'plumbing', title: 'Toilet loose', text: 'The toilet in the hall bathroom is loose at the floor. A loose toilet can break its wax seal and leak into the subfloor. Recommend a plumber reset the toilet with a new seal.' },
  { system: 'plumbing', category: 'plumbing', title: 'Slow drain', text: 'The primary bathroom sink drains slowly and the stopper is disconnected. Recommend a plumber clear the drain and repair the stopper.' },
  { system: 'plumbing', category: 'plumbing', title: 'Hose bib leaking', text: 'The exterior hose bib at the front of the house is dripping at the handle when shut off. Recommend repair or replacement of the hose bib.' },
  { system: 'hvac', category: 'hvac', title: 'Heat pump temperature split', text: 'The heat pump did not cool properly: the temperature differential across the air handler was 9 degrees, below the normal range of 14 to 22 degrees. Recommend a licensed HVAC technician evaluate and service the system.' },
  { system: 'hvac', category: 'hvac', title: 'Dirty air filter', text: 'The air filter at the air handler is dirty and the evaporator coil shows dust buildup. Recommend replacing the filter and having the system cleaned and serviced by an HVAC contractor.' },
  { system: 'hvac', category: 'hvac', title: 'Condensate line', text: 'The condensate line in the attic is disconnected at the secondary pan and the pan holds standing water with rust. Recommend an HVAC technician reconnect the line and replace the pan.' },
  { system: 'hvac', category: 'hvac', title: 'Ductwork disconnected', text: 'A supply duct in the crawl space is disconnected from its register boot and is blowing conditioned air into the crawl space. Recommend an HVAC contractor reconnect and seal the duct.' },
  { system: 'interior', category: 'cosmetic', title: 'Ceiling stain', text: 'A dry water stain was observed on the living room ceiling below the hall bathroom. It tested dry at the time of inspection. Recommend asking the seller about its history, then patch and paint the ceiling.' },
  { system: 'interior', category: 'carpentry', title: 'Doors do not latch', text: 'The doors of the second bedroom and the hall closet do not latch and rub at the jamb. Recommend a carpenter adjust the doors and strike plates.' },
  { system: 'interior', category: 'safety', safety: true, title: 'Smoke alarms missing', text: 'Smoke alarms are missing in two bedrooms and the one in the hallway did not respond to its test button. This is a life safety concern. Recommend installing smoke alarms in every bedroom and outside sleeping areas.' },
  { system: 'interior', category: 'carpentry', title: 'Window will not stay open', text: 'The sash of the front bedroom window does not stay open and the balance is broken. Recommend repair of the window balance so it can serve as an exit.' },
  { system: 'interior', category: 'cosmetic', title: 'Drywall cracks', text: 'Drywall cracks and nail pops were observed at the ceiling of the family room, typical of settlement in a home of this age. Recommend patching and painting for appearance.' },
  { system: 'attic', category: 'hvac', title: 'Bath fan vents into attic', text: 'The bathroom exhaust fan duct terminates in the attic instead of outside, and the roof decking near it is stained. Recommend extending the duct to a roof or soffit vent.' },
  { system: 'garage', category: 'safety', safety: true, title: 'Garage door auto-reverse', text: 'The garage door opener did not reverse when it met an obstruction during testing. This is a safety hazard, especially for children. Recommend a garage door contractor adjust or repair the auto-reverse.' },
  { system: 'garage', category: 'safety', safety: true, title: 'Door to house not self-closing', text: 'The door between the garage and the house is not self-closing and is not fire rated. Recommend a fire rated, self-closing door be installed to keep the fire separation.' },
  { system: 'kitchen', category: 'safety', title: 'Range anti-tip', text: 'The range is missing its anti-tip bracket and tipped forward when weight was applied to the open oven door. Recommend installing the anti-tip bracket.' },
  { system: 'kitchen', category: 'carpentry', title: 'Cabinet door hinge', text: 'A cabinet door to the left of the sink has a broken hinge and hangs loose. Recommend replacing the hinge.' },
  { system: 'bathrooms', category: 'plumbing', title: 'Shower diverter', text: 'The tub spout diverter in the hall bathroom leaks water from the spout when the shower is on. Recommend a plumber repair or replace the diverter.' },
  { system: 'bathrooms', category: 'cosmetic', title: 'Grout and caulk', text: 'Grout is cracked and missing at the primary shower walls and the caulk at the tub is deteriorated. Recommend regrouting and recaulking to keep water out of the wall.' },
];

/** What an inspector writes when the system is fine: never an item. */
export const INFO_LINES: Record<SystemKey, string[]> = {
  roof: ['Roof covering material: architectural asphalt shingles.', 'Inspection method: walked the roof surface.', 'Approximate age of roof covering: 8 to 10 years.', 'Ventilation: ridge vent and soffit vents present.'],
  exterior: ['Siding material: vinyl.', 'Driveway: concrete, typical cracks for age.', 'Exterior doors operated normally.', 'Soffit and fascia: aluminum wrapped.'],
  structure: ['Foundation type: crawl space with block piers.', 'Floor structure: 2x10 wood joists, 16 inches on center.', 'Inspection method: entered and traversed the crawl space.'],
  electrical: ['Service: 200 amp, 120/240 volt, underground.', 'Main panel location: garage, left wall.', 'Branch wiring: copper, non-metallic sheathed cable.'],
  plumbing: ['Water supply: municipal, City of Newport News.', 'Supply piping: PEX and copper.', 'Water heater: 50 gallon, electric, located in the garage.', 'Main shutoff location: crawl space access.'],
  hvac: ['Heating system: electric heat pump, 3 ton, 2016.', 'Distribution: insulated flexible ducts.', 'Thermostat located in the hallway.'],
  interior: ['Wall finish: painted drywall.', 'Floor coverings: carpet, vinyl plank and tile.', 'Window type: vinyl double hung, double pane.'],
  attic: ['Insulation: blown fiberglass, about 10 inches.', 'Access: pull down stairs in the garage.', 'Roof framing: engineered trusses.'],
  garage: ['Garage type: attached, two car.', 'Garage door: steel sectional with opener.'],
  kitchen: ['Dishwasher, range and microwave were operated and responded normally.', 'Cabinets and countertops are in serviceable condition.'],
  bathrooms: ['Exhaust fans operated.', 'Fixtures ran with adequate flow and drained.'],
};

/** Standards-of-practice and limitation text: boilerplate that uses a finding's words and is never an item. */
export const BOILERPLATE_PARAGRAPHS = [
  'The inspector shall inspect the roof covering, the gutters and downspouts, the vents, flashing, skylights and chimney, and shall describe the type of roof covering materials. The inspector is not required to walk on any roof surface or to predict the service life expectancy.',
  'The inspector shall report as in need of correction any damaged or missing components that were observed. The inspector is not required to determine the adequacy of the electrical service or to operate breakers, and shall recommend evaluation by a qualified professional as needed.',
  'This report is not a warranty or guarantee of any kind. The inspection is a visual inspection of readily accessible areas and is not technically exhaustive. Latent and concealed defects, including leaks that do not appear on the day of the inspection, are excluded.',
  'The client agrees that any dispute arising from this inspection shall be resolved by binding arbitration, and that the liability of the company is limited to the fee paid for the inspection. Read the entire report and have repairs made by licensed contractors prior to closing.',
  'Moisture intrusion, mold and wood destroying insects are outside the scope of this inspection. We recommend a licensed pest inspector evaluate any damage and a qualified contractor correct it.',
];
