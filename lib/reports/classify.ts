import type { ServiceCategory } from './categories';

/**
 * Which service a finding falls under, from the inspector's words and the report's section. Each
 * service has phrases that point to it; the finding's own words count three times as much as the
 * section's name, and the earlier service in TIE_ORDER wins a tie. Matching is on whole words of
 * lowercased text (a phrase is looked up as ' phrase ' in ' text '), so it is linear in the text.
 */

const PHRASES: Record<ServiceCategory, readonly string[]> = {
  safety: [
    'smoke detector', 'smoke detectors', 'smoke alarm', 'smoke alarms', 'carbon monoxide', 'co detector', 'co alarm', 'handrail', 'handrails', 'guardrail',
    'guardrails', 'guard rail', 'baluster', 'balusters', 'trip hazard', 'fall hazard', 'self closing', 'self-closing', 'fire rated', 'fire-rated', 'egress',
    'auto reverse', 'auto-reverse', 'garage door opener', 'reverse', 'obstruction', 'photo eye', 'photo eyes', 'fire separation', 'dryer vent', 'anti tip', 'anti-tip',
  ],
  electrical: [
    'electrical', 'breaker', 'breakers', 'panel', 'gfci', 'afci', 'receptacle', 'receptacles', 'outlet', 'outlets', 'wiring', 'wire', 'wires', 'junction box',
    'conductor', 'conductors', 'grounding', 'ground', 'light fixture', 'switch', 'double tapped', 'double-tapped', 'knob and tube', 'amp', 'amps', 'electrician',
    'service entrance', 'splices', 'splice', 'open ground', 'reverse polarity', 'romex', 'cover plate', 'cover plates', 'bonding',
  ],
  plumbing: [
    'plumbing', 'plumber', 'leak', 'leaking', 'leaks', 'drain', 'drains', 'faucet', 'toilet', 'water heater', 'supply line', 'supply lines', 'trap', 'p-trap',
    'shutoff', 'shut-off', 'pipe', 'pipes', 'piping', 'sewer', 'hose bib', 'hose bibb', 'spigot', 'tpr', 'relief valve', 'polybutylene', 'shower', 'tub',
    'sink', 'water pressure', 'drain line', 'expansion tank', 'sump pump', 'well', 'galvanized',
  ],
  hvac: [
    'hvac', 'furnace', 'heat pump', 'condenser', 'air handler', 'ductwork', 'duct', 'ducts', 'refrigerant', 'thermostat', 'air filter', 'filter', 'condensate',
    'coil', 'evaporator', 'heating', 'cooling', 'a/c', 'air conditioning', 'air conditioner', 'temperature differential', 'blower', 'registers', 'register',
    'hvac technician', 'heat exchanger', 'line set', 'suction line', 'exhaust fan', 'exhaust', 'fan',
  ],
  roof: [
    'roof', 'roofing', 'roofer', 'shingle', 'shingles', 'flashing', 'flashings', 'ridge', 'valley', 'underlayment', 'decking', 'roof deck', 'drip edge',
    'chimney crown', 'chimney', 'pipe boot', 'plumbing boot', 'boot', 'granule', 'granules', 'skylight',
  ],
  exterior: [
    'siding', 'soffit', 'fascia', 'trim', 'grading', 'downspout', 'downspouts', 'gutter', 'gutters', 'sealant', 'driveway', 'walkway',
    'exterior', 'brick veneer', 'mortar', 'vinyl siding', 'wood rot', 'rot', 'rotted', 'negative grade', 'vegetation', 'weep', 'hardboard', 'splash block', 'regrading',
    'regrade', 'soil', 'slopes', 'grade',
  ],
  structural: [
    'foundation', 'foundations', 'slab', 'joist', 'joists', 'beam', 'beams', 'sill plate', 'sill', 'pier', 'piers', 'settlement', 'girder', 'rafter', 'rafters', 'truss', 'trusses',
    'structural', 'structural engineer', 'load bearing', 'load-bearing', 'footing', 'footings', 'subfloor', 'sagging', 'framing', 'stem wall', 'crawlspace',
    'crawl space', 'vapor barrier', 'wood destroying', 'termite',
  ],
  carpentry: [
    'door', 'doors', 'stair', 'stairs', 'step', 'steps', 'deck', 'decking boards', 'deck boards', 'cabinet', 'cabinets', 'window', 'windows', 'sash',
    'baseboard', 'closet', 'latch', 'hinge', 'hinges', 'strike plate', 'weatherstripping', 'threshold', 'carpenter', 'jamb', 'railing', 'porch',
  ],
  cosmetic: [
    'paint', 'painting', 'peeling', 'drywall', 'nail pops', 'nail pop', 'scuff', 'scuffs', 'cosmetic', 'grout', 'flooring', 'carpet', 'tile', 'tiles',
    'stained', 'stain', 'ceiling stain', 'touch up', 'touch-up', 'patch', 'patched', 'blemish', 'countertop', 'vinyl flooring', 'regrouting', 'recaulking',
    'caulk', 'caulking',
  ],
};

/** A tie goes to the service the owner would send first. */
const TIE_ORDER: readonly ServiceCategory[] = ['safety', 'electrical', 'plumbing', 'hvac', 'structural', 'roof', 'exterior', 'carpentry', 'cosmetic'];

/** Lowercase words separated by single spaces, with a space at each end. */
export function wordText(text: string): string {
  let out = ' ';
  let space = true;
  for (const char of text.toLowerCase()) {
    const code = char.charCodeAt(0);
    const word = (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || char === '/' || char === '-';
    if (word) {
      out += char;
      space = false;
    } else if (!space) {
      out += ' ';
      space = true;
    }
  }
  return space ? out : `${out} `;
}

function score(words: string, category: ServiceCategory): number {
  let hits = 0;
  for (const phrase of PHRASES[category]) if (words.includes(` ${phrase} `)) hits += 1;
  return hits;
}

export function classifyFinding(text: string, section: string): ServiceCategory {
  const own = wordText(text);
  const heading = wordText(section);
  let best: ServiceCategory = 'carpentry';
  let bestScore = 0;
  for (const category of TIE_ORDER) {
    const value = score(own, category) * 3 + score(heading, category);
    if (value > bestScore) {
      best = category;
      bestScore = value;
    }
  }
  return best;
}

const HAZARD_PHRASES = [
  'safety hazard', 'safety concern', 'safety issue', 'shock hazard', 'fire hazard', 'trip hazard', 'fall hazard', 'electrocution', 'electric shock',
  'carbon monoxide', 'scald', 'immediate attention', 'life safety', 'hazardous',
];

/** Whether the inspector called the finding a hazard to people (such items are listed first). */
export function isSafetyHazard(text: string, label: string): boolean {
  const words = wordText(`${label} ${text}`);
  return HAZARD_PHRASES.some((phrase) => words.includes(` ${phrase} `));
}
