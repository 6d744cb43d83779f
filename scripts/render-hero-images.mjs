#!/usr/bin/env node
/**
 * Draws the 11 hero backgrounds of the landing page (flat illustrations in the brand palette) as SVG
 * and renders them to 1600x900 WebP with sharp, into public/images/hero/. The files are committed;
 * run this only to regenerate them:  node scripts/render-hero-images.mjs
 * The owner can also replace them with photos: the site lists whatever images that folder holds.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const W = 1600;
const H = 900;
const MAX_BYTES = 80 * 1024;
const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images', 'hero');

// Brand palette (app/globals.css) plus a few supporting tones.
const C = {
  navy: '#0f2d4a',
  navyDark: '#0a1f33',
  teal: '#0e7490',
  tealLight: '#67c3d6',
  amber: '#f59e0b',
  amberDark: '#d97706',
  sand: '#fdf8ef',
  sandDark: '#efe2c8',
  white: '#ffffff',
  brick: '#b4532a',
  green: '#2f7d5b',
  greenDark: '#1f5c42',
  grey: '#94a3b8',
  slate: '#475569',
  wood: '#a16207',
  woodLight: '#ca8a04',
};

const sky = (top, bottom, id = 'sky') => `
  <defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#${id})"/>`;

const sun = (x, y, r, color = C.amber) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/><circle cx="${x}" cy="${y}" r="${r * 1.6}" fill="${color}" opacity="0.18"/>`;

const cloud = (x, y, s = 1) => `
  <g transform="translate(${x} ${y}) scale(${s})" fill="${C.white}" opacity="0.9">
    <ellipse cx="0" cy="0" rx="70" ry="26"/><ellipse cx="45" cy="-18" rx="50" ry="32"/><ellipse cx="95" cy="0" rx="60" ry="24"/>
  </g>`;

const waves = (y, color, count = 8, opacity = 0.5) =>
  Array.from({ length: count }, (_, i) => {
    const x = (i * 211) % W;
    const yy = y + ((i * 37) % 120);
    return `<path d="M${x} ${yy} q20 -10 40 0 t40 0" stroke="${color}" stroke-width="4" fill="none" stroke-linecap="round" opacity="${opacity}"/>`;
  }).join('');

const tree = (x, ground, h = 220, color = C.green) => `
  <rect x="${x - 10}" y="${ground - h * 0.45}" width="20" height="${h * 0.45}" fill="${C.wood}"/>
  <circle cx="${x}" cy="${ground - h * 0.6}" r="${h * 0.28}" fill="${color}"/>
  <circle cx="${x - h * 0.18}" cy="${ground - h * 0.45}" r="${h * 0.2}" fill="${color}"/>
  <circle cx="${x + h * 0.18}" cy="${ground - h * 0.47}" r="${h * 0.21}" fill="${color}"/>`;

const windowPane = (x, y, w, h, glow = C.sand) => `
  <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${glow}" stroke="${C.white}" stroke-width="6"/>
  <line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="${C.white}" stroke-width="4"/>
  <line x1="${x}" y1="${y + h / 2}" x2="${x + w}" y2="${y + h / 2}" stroke="${C.white}" stroke-width="4"/>`;

/** A simple gabled house: body at (x, ground - h), roof on top. */
const house = ({ x, ground, w, h, wall, roof, door = C.navy, glow = C.sand, storeys = 1 }) => {
  const top = ground - h;
  const winW = w * 0.18;
  const winH = h / storeys * 0.38;
  const windows = [];
  for (let s = 0; s < storeys; s += 1) {
    const wy = top + (h / storeys) * s + (h / storeys) * 0.22;
    windows.push(windowPane(x + w * 0.1, wy, winW, winH, glow), windowPane(x + w * 0.72, wy, winW, winH, glow));
    if (s < storeys - 1) windows.push(windowPane(x + w * 0.41, wy, winW, winH, glow));
  }
  return `
  <rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${wall}"/>
  <polygon points="${x - 30},${top + 4} ${x + w / 2},${top - h * 0.55} ${x + w + 30},${top + 4}" fill="${roof}"/>
  ${windows.join('')}
  <rect x="${x + w * 0.42}" y="${ground - h * 0.42}" width="${w * 0.16}" height="${h * 0.42}" fill="${door}"/>
  <circle cx="${x + w * 0.55}" cy="${ground - h * 0.2}" r="5" fill="${C.amber}"/>`;
};

const ground = (y, color = C.green) => `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${color}"/>`;

const svg = (body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;

const scenes = [
  {
    file: '01-colonial-home-at-dusk.webp',
    alt: 'Illustration of a two-storey colonial home at dusk with lit windows and a shade tree',
    body: () => `${sky('#1e3a5f', '#f4b860')}${sun(1250, 640, 70, C.amber)}${cloud(300, 160, 1.2)}${cloud(1000, 120, 0.9)}
      ${ground(720, C.greenDark)}
      ${house({ x: 620, ground: 720, w: 520, h: 330, wall: C.sand, roof: C.navy, storeys: 2, glow: '#fde68a' })}
      <rect x="${620 + 420}" y="${720 - 330 - 150}" width="50" height="120" fill="${C.brick}"/>
      ${tree(420, 720, 300, C.green)}${tree(1320, 720, 240, C.green)}
      <rect x="760" y="720" width="80" height="180" fill="${C.sandDark}"/>`,
  },
  {
    file: '02-roof-repair.webp',
    alt: 'Illustration of a roofer replacing shingles on a pitched roof, with a ladder against the house',
    body: () => `${sky('#7cc4e4', '#dff3fb')}${sun(220, 170, 60)}${cloud(900, 150, 1.1)}${cloud(1300, 230, 0.8)}
      ${ground(780, C.green)}
      <rect x="380" y="520" width="900" height="260" fill="${C.sand}"/>
      <polygon points="320,530 830,220 1340,530" fill="${C.slate}"/>
      ${Array.from({ length: 9 }, (_, r) => `<line x1="${360 + r * 8}" y1="${500 - r * 30}" x2="${1300 - r * 8}" y2="${500 - r * 30}" stroke="${C.navy}" stroke-width="3" opacity="0.35"/>`).join('')}
      <polygon points="830,220 1080,372 960,372 830,292" fill="${C.amberDark}"/>
      <g transform="translate(985 300)"><circle cx="0" cy="-70" r="24" fill="#8d5a3b"/><rect x="-30" y="-88" width="60" height="14" rx="6" fill="${C.amber}"/>
        <rect x="-26" y="-46" width="52" height="80" rx="12" fill="${C.teal}"/><rect x="-22" y="30" width="18" height="50" fill="${C.navy}"/><rect x="6" y="30" width="18" height="50" fill="${C.navy}"/>
        <rect x="24" y="-40" width="60" height="12" rx="6" fill="${C.teal}" transform="rotate(25 24 -40)"/><rect x="70" y="-10" width="34" height="10" fill="${C.grey}"/></g>
      <g stroke="${C.woodLight}" stroke-width="10"><line x1="300" y1="790" x2="420" y2="480"/><line x1="360" y1="800" x2="480" y2="490"/></g>
      ${Array.from({ length: 8 }, (_, i) => `<line x1="${308 + i * 14}" y1="${770 - i * 38}" x2="${368 + i * 14}" y2="${780 - i * 38}" stroke="${C.woodLight}" stroke-width="7"/>`).join('')}
      ${windowPane(480, 600, 110, 100)}${windowPane(1080, 600, 110, 100)}<rect x="780" y="620" width="100" height="160" fill="${C.navy}"/>`,
  },
  {
    file: '03-hampton-waterfront.webp',
    alt: 'Illustration of the Hampton waterfront: a marina with sailboats and waterfront buildings',
    body: () => `${sky('#5fb3d3', '#e8f6fb')}${sun(1350, 160, 55)}${cloud(250, 140)}${cloud(760, 210, 0.7)}
      <rect x="0" y="520" width="${W}" height="380" fill="${C.teal}"/>${waves(560, C.tealLight, 14, 0.6)}
      ${[
        [80, 300, C.sand], [260, 360, '#e0c9a6'], [420, 280, C.brick], [560, 340, C.sand], [700, 250, C.navy], [830, 320, '#e0c9a6'],
      ].map(([x, h, color]) => `<rect x="${x}" y="${520 - h}" width="130" height="${h}" fill="${color}"/>${Array.from({ length: Math.floor(h / 70) }, (_, i) => `<rect x="${x + 25}" y="${520 - h + 30 + i * 70}" width="30" height="36" fill="${C.white}" opacity="0.7"/><rect x="${x + 75}" y="${520 - h + 30 + i * 70}" width="30" height="36" fill="${C.white}" opacity="0.7"/>`).join('')}`).join('')}
      <rect x="0" y="515" width="1000" height="14" fill="${C.wood}"/>
      ${[1060, 1240, 1420].map((x, i) => `<g transform="translate(${x} ${640 + i * 40})"><path d="M-90 0 h180 l-30 40 h-120 z" fill="${C.white}"/><line x1="0" y1="0" x2="0" y2="-220" stroke="${C.navy}" stroke-width="6"/><polygon points="6,-210 6,-20 110,-20" fill="${C.sand}"/><polygon points="-6,-190 -6,-20 -80,-20" fill="${C.amber}"/></g>`).join('')}
      <rect x="980" y="600" width="620" height="12" fill="${C.wood}"/>`,
  },
  {
    file: '04-lighthouse-at-old-point-comfort.webp',
    alt: 'Illustration of a white brick lighthouse on the shore at sunset, in the style of Old Point Comfort',
    body: () => `${sky('#f59e0b', '#fde7c2')}${sun(1150, 470, 110, '#fbbf24')}${cloud(200, 160, 1.1)}${cloud(1300, 130, 0.8)}
      <rect x="0" y="560" width="${W}" height="340" fill="${C.teal}"/>${waves(590, C.tealLight, 14, 0.5)}
      <path d="M0 640 Q 300 560 700 600 T 1000 700 L 1000 900 L 0 900 Z" fill="${C.sandDark}"/>
      <polygon points="470,600 500,250 580,250 610,600" fill="${C.white}"/>
      <rect x="478" y="420" width="124" height="26" fill="${C.navy}" opacity="0.85"/>
      <rect x="488" y="200" width="104" height="60" fill="${C.navy}"/><rect x="500" y="212" width="80" height="40" fill="#fde68a"/>
      <polygon points="480,200 540,150 600,200" fill="${C.navyDark}"/>
      <polygon points="580,230 1000,140 1000,320" fill="#fde68a" opacity="0.35"/>
      <rect x="640" y="540" width="160" height="80" fill="${C.sand}"/><polygon points="630,545 720,495 810,545" fill="${C.brick}"/>
      ${tree(860, 620, 160, C.greenDark)}`,
  },
  {
    file: '05-hampton-roads-bridge-tunnel.webp',
    alt: 'Illustration of a low bridge-tunnel crossing the harbour, with a tunnel island and ships',
    body: () => `${sky('#93d0ea', '#eaf7fc')}${sun(260, 180, 50)}${cloud(700, 140)}${cloud(1200, 200, 0.9)}
      <rect x="0" y="470" width="${W}" height="430" fill="${C.teal}"/>${waves(520, C.tealLight, 16, 0.55)}
      <path d="M0 470 h${W}" stroke="${C.tealLight}" stroke-width="4"/>
      <rect x="0" y="520" width="760" height="22" fill="${C.grey}"/>
      ${Array.from({ length: 16 }, (_, i) => `<rect x="${20 + i * 48}" y="542" width="10" height="60" fill="${C.slate}"/>`).join('')}
      <path d="M760 560 Q 860 480 980 560 Z" fill="${C.sandDark}"/><rect x="800" y="500" width="70" height="40" fill="${C.white}"/><rect x="830" y="470" width="16" height="30" fill="${C.slate}"/>
      ${tree(920, 540, 90, C.green)}
      <g transform="translate(1230 430)"><path d="M-160 0 h330 l-40 60 h-260 z" fill="${C.navy}"/><rect x="-60" y="-60" width="150" height="60" fill="${C.white}"/><rect x="40" y="-110" width="26" height="50" fill="${C.amber}"/></g>
      <g transform="translate(300 660)"><path d="M-60 0 h130 l-20 26 h-90 z" fill="${C.white}"/><rect x="-20" y="-24" width="50" height="24" fill="${C.amber}"/></g>
      ${Array.from({ length: 5 }, (_, i) => `<rect x="${60 + i * 140}" y="508" width="40" height="14" rx="4" fill="${[C.amber, C.white, C.navy, C.brick, C.white][i]}"/>`).join('')}`,
  },
  {
    file: '06-front-porch.webp',
    alt: 'Illustration of a front porch with rocking chairs, hanging plants and freshly repaired railings',
    body: () => `${sky('#bfe3f2', '#f5fbfd')}
      <rect x="0" y="0" width="${W}" height="700" fill="#dbe9f0"/>
      ${Array.from({ length: 18 }, (_, i) => `<line x1="0" y1="${40 + i * 36}" x2="${W}" y2="${40 + i * 36}" stroke="#c3d5de" stroke-width="3"/>`).join('')}
      ${windowPane(180, 200, 260, 300)}${windowPane(1150, 200, 260, 300)}
      <rect x="680" y="200" width="240" height="500" fill="${C.navy}"/><rect x="705" y="230" width="190" height="140" fill="${C.tealLight}" opacity="0.6"/><circle cx="890" cy="470" r="9" fill="${C.amber}"/>
      <rect x="0" y="0" width="${W}" height="40" fill="${C.white}"/><rect x="60" y="40" width="40" height="660" fill="${C.white}"/><rect x="1500" y="40" width="40" height="660" fill="${C.white}"/>
      <rect x="0" y="700" width="${W}" height="200" fill="${C.woodLight}"/>${Array.from({ length: 6 }, (_, i) => `<line x1="0" y1="${730 + i * 30}" x2="${W}" y2="${730 + i * 30}" stroke="${C.wood}" stroke-width="3"/>`).join('')}
      <rect x="0" y="560" width="600" height="16" fill="${C.white}"/>${Array.from({ length: 14 }, (_, i) => `<rect x="${20 + i * 42}" y="576" width="14" height="124" fill="${C.white}"/>`).join('')}
      <rect x="1000" y="560" width="600" height="16" fill="${C.white}"/>${Array.from({ length: 14 }, (_, i) => `<rect x="${1020 + i * 42}" y="576" width="14" height="124" fill="${C.white}"/>`).join('')}
      ${[360, 1240].map((x) => `<g transform="translate(${x} 560)"><rect x="-60" y="0" width="120" height="20" fill="${C.teal}"/><rect x="-60" y="-120" width="20" height="140" fill="${C.teal}"/><rect x="40" y="-40" width="20" height="140" fill="${C.teal}"/><rect x="-60" y="20" width="14" height="100" fill="${C.teal}"/><rect x="46" y="20" width="14" height="100" fill="${C.teal}"/><path d="M-80 130 Q 0 160 80 130" stroke="${C.teal}" stroke-width="10" fill="none"/></g>`).join('')}
      ${[520, 1080].map((x) => `<line x1="${x}" y1="40" x2="${x}" y2="120" stroke="${C.slate}" stroke-width="3"/><path d="M${x - 40} 120 h80 l-12 50 h-56 z" fill="${C.brick}"/><circle cx="${x - 20}" cy="112" r="22" fill="${C.green}"/><circle cx="${x + 18}" cy="108" r="26" fill="${C.green}"/>`).join('')}`,
  },
  {
    file: '07-electrical-panel-upgrade.webp',
    alt: 'Illustration of an open electrical panel with new breakers, a tool bag and a voltage tester',
    body: () => `<rect width="${W}" height="${H}" fill="#e2e8f0"/><rect x="0" y="760" width="${W}" height="140" fill="${C.sandDark}"/>
      <rect x="0" y="740" width="${W}" height="20" fill="${C.white}"/>
      <rect x="620" y="120" width="380" height="560" rx="10" fill="${C.grey}"/><rect x="650" y="150" width="320" height="500" fill="${C.slate}"/>
      ${Array.from({ length: 10 }, (_, i) => `<rect x="680" y="${180 + i * 44}" width="110" height="30" rx="4" fill="${i % 3 === 0 ? C.amber : C.white}"/><rect x="830" y="${180 + i * 44}" width="110" height="30" rx="4" fill="${i % 4 === 1 ? C.tealLight : C.white}"/>`).join('')}
      <rect x="798" y="170" width="24" height="470" fill="${C.navy}"/>
      <path d="M1000 200 h120 v-200" stroke="${C.navy}" stroke-width="14" fill="none"/><path d="M1000 260 h180 v-260" stroke="${C.teal}" stroke-width="14" fill="none"/>
      <g transform="translate(1180 640)"><path d="M-120 100 h240 l-20 -140 h-200 z" fill="${C.teal}"/><path d="M-70 -40 q70 -80 140 0" stroke="${C.navy}" stroke-width="14" fill="none"/><rect x="-60" y="-90" width="16" height="70" fill="${C.amber}" transform="rotate(-15)"/><rect x="20" y="-100" width="12" height="90" fill="${C.grey}" transform="rotate(12)"/></g>
      <g transform="translate(380 560)"><rect x="-40" y="-140" width="80" height="160" rx="16" fill="${C.amber}"/><rect x="-26" y="-120" width="52" height="50" rx="6" fill="${C.navyDark}"/><text x="0" y="-86" font-family="Arial" font-size="26" font-weight="700" fill="${C.tealLight}" text-anchor="middle">120</text><path d="M-20 20 q -10 90 -60 150" stroke="${C.brick}" stroke-width="8" fill="none"/><path d="M20 20 q 10 90 60 150" stroke="${C.navy}" stroke-width="8" fill="none"/></g>`,
  },
  {
    file: '08-plumbing-under-the-sink.webp',
    alt: 'Illustration of a kitchen sink cabinet opened to show new drain pipes and a wrench',
    body: () => `<rect width="${W}" height="${H}" fill="${C.sand}"/>
      ${Array.from({ length: 10 }, (_, r) => Array.from({ length: 16 }, (_, c) => `<rect x="${c * 100 + (r % 2) * 50}" y="${r * 40}" width="96" height="36" fill="${C.white}" opacity="0.7"/>`).join('')).join('')}
      <rect x="0" y="400" width="${W}" height="40" fill="${C.navy}"/>
      <rect x="560" y="360" width="480" height="50" rx="10" fill="${C.grey}"/><path d="M920 360 v-120 q0 -40 -60 -40 h-40" stroke="${C.slate}" stroke-width="22" fill="none" stroke-linecap="round"/>
      <rect x="0" y="440" width="${W}" height="400" fill="${C.teal}"/><rect x="520" y="470" width="560" height="350" fill="${C.navyDark}"/>
      <path d="M800 470 v120 q0 60 -60 60 q-60 0 -60 -60 v-20" stroke="${C.white}" stroke-width="28" fill="none"/>
      <path d="M800 650 v170" stroke="${C.white}" stroke-width="28"/><rect x="780" y="600" width="40" height="24" fill="${C.amber}"/>
      <path d="M600 520 h-40 v300" stroke="${C.tealLight}" stroke-width="12" fill="none"/><path d="M1000 520 h40 v300" stroke="${C.brick}" stroke-width="12" fill="none"/>
      <g transform="translate(300 650) rotate(-30)"><rect x="-20" y="-10" width="260" height="36" rx="14" fill="${C.grey}"/><circle cx="-30" cy="8" r="46" fill="${C.grey}"/><rect x="-60" y="-12" width="40" height="40" fill="${C.teal}"/></g>
      <rect x="1180" y="700" width="200" height="120" rx="10" fill="${C.amber}"/><rect x="1220" y="670" width="120" height="40" rx="12" fill="none" stroke="${C.amberDark}" stroke-width="12"/>
      <rect x="0" y="840" width="${W}" height="60" fill="${C.woodLight}"/>`,
  },
  {
    file: '09-interior-painting.webp',
    alt: 'Illustration of a living room wall half repainted, with a paint roller, tray and step ladder',
    body: () => `<rect width="${W}" height="${H}" fill="#cbd5e1"/><rect x="0" y="0" width="820" height="740" fill="${C.tealLight}"/>
      <path d="M820 0 q20 120 0 240 q-20 120 0 240 q20 120 0 260" stroke="${C.tealLight}" stroke-width="40" fill="none"/>
      <rect x="0" y="740" width="${W}" height="160" fill="${C.woodLight}"/>${Array.from({ length: 8 }, (_, i) => `<line x1="${i * 220}" y1="740" x2="${i * 220 - 80}" y2="${H}" stroke="${C.wood}" stroke-width="3"/>`).join('')}
      <rect x="0" y="720" width="${W}" height="20" fill="${C.white}"/>
      <rect x="160" y="180" width="300" height="200" fill="${C.white}"/><rect x="180" y="200" width="260" height="160" fill="${C.amber}" opacity="0.8"/><circle cx="260" cy="260" r="40" fill="${C.white}" opacity="0.8"/>
      <g stroke="${C.grey}" stroke-width="16"><line x1="1100" y1="740" x2="1200" y2="300"/><line x1="1320" y1="740" x2="1220" y2="300"/></g>
      ${Array.from({ length: 4 }, (_, i) => `<line x1="${1110 + i * 24}" y1="${660 - i * 100}" x2="${1310 - i * 24}" y2="${660 - i * 100}" stroke="${C.grey}" stroke-width="12"/>`).join('')}
      <rect x="1160" y="280" width="100" height="30" fill="${C.slate}"/>
      <g transform="translate(760 360)"><rect x="0" y="0" width="60" height="220" rx="26" fill="${C.tealLight}" stroke="${C.teal}" stroke-width="6"/><path d="M30 220 v40 h110 v240" stroke="${C.slate}" stroke-width="10" fill="none"/><rect x="128" y="480" width="24" height="110" rx="8" fill="${C.navy}"/></g>
      <path d="M520 720 l40 -70 h200 l40 70 z" fill="${C.grey}"/><rect x="575" y="662" width="160" height="30" fill="${C.tealLight}"/>
      <rect x="380" y="620" width="110" height="100" rx="8" fill="${C.white}"/><rect x="380" y="620" width="110" height="24" fill="${C.teal}"/>`,
  },
  {
    file: '10-deck-repair.webp',
    alt: 'Illustration of a backyard deck with new boards and railings, a sawhorse and a cordless drill',
    body: () => `${sky('#8fd0ec', '#e6f5fb')}${sun(1380, 150, 55)}${cloud(300, 130)}${cloud(820, 190, 0.8)}
      ${ground(620, C.green)}${tree(1450, 620, 300, C.greenDark)}${tree(120, 620, 240, C.green)}
      <rect x="200" y="120" width="560" height="420" fill="${C.sand}"/><polygon points="170,130 480,0 790,130" fill="${C.navy}"/>${windowPane(270, 220, 150, 140)}<rect x="520" y="260" width="150" height="280" fill="${C.teal}"/>
      <polygon points="180,540 1300,540 1380,640 100,640" fill="${C.woodLight}"/>
      ${Array.from({ length: 12 }, (_, i) => `<line x1="${190 + i * 95}" y1="540" x2="${110 + i * 108}" y2="640" stroke="${i === 7 || i === 8 ? C.amber : C.wood}" stroke-width="${i === 7 || i === 8 ? 8 : 4}"/>`).join('')}
      <rect x="100" y="640" width="1280" height="30" fill="${C.wood}"/>${[160, 600, 1000, 1320].map((x) => `<rect x="${x}" y="670" width="30" height="120" fill="${C.wood}"/>`).join('')}
      <rect x="780" y="400" width="520" height="16" fill="${C.white}"/>${Array.from({ length: 13 }, (_, i) => `<rect x="${790 + i * 40}" y="416" width="12" height="124" fill="${C.white}"/>`).join('')}
      <g transform="translate(1000 780)"><rect x="-150" y="-20" width="300" height="24" fill="${C.woodLight}"/><line x1="-120" y1="4" x2="-160" y2="100" stroke="${C.wood}" stroke-width="12"/><line x1="120" y1="4" x2="160" y2="100" stroke="${C.wood}" stroke-width="12"/><rect x="-100" y="-44" width="240" height="24" fill="${C.amber}"/></g>
      <g transform="translate(520 780)"><rect x="0" y="-40" width="130" height="50" rx="12" fill="${C.teal}"/><rect x="20" y="10" width="40" height="80" rx="8" fill="${C.navy}"/><rect x="130" y="-22" width="50" height="12" fill="${C.grey}"/></g>`,
  },
  {
    file: '11-neighborhood-street.webp',
    alt: 'Illustration of a Hampton Roads neighborhood street of brick and clapboard homes with a sold sign',
    body: () => `${sky('#fcd9a0', '#fef6e7')}${sun(800, 250, 90, '#fbbf24')}${cloud(240, 150)}${cloud(1250, 120, 1.1)}
      ${ground(660, C.green)}<rect x="0" y="760" width="${W}" height="140" fill="${C.slate}"/>
      ${Array.from({ length: 8 }, (_, i) => `<rect x="${40 + i * 200}" y="826" width="100" height="10" fill="${C.amber}"/>`).join('')}
      <rect x="0" y="730" width="${W}" height="30" fill="${C.sandDark}"/>
      ${house({ x: 70, ground: 660, w: 300, h: 220, wall: C.brick, roof: C.navyDark, glow: '#fde68a' })}
      ${house({ x: 500, ground: 660, w: 320, h: 260, wall: C.white, roof: C.teal, storeys: 2, glow: '#fde68a' })}
      ${house({ x: 960, ground: 660, w: 280, h: 210, wall: '#e0c9a6', roof: C.navy, glow: '#fde68a' })}
      ${house({ x: 1360, ground: 660, w: 260, h: 230, wall: C.sand, roof: C.brick, glow: '#fde68a' })}
      ${tree(430, 660, 180, C.greenDark)}${tree(1300, 660, 160, C.greenDark)}
      <g transform="translate(900 720)"><rect x="-6" y="-150" width="12" height="150" fill="${C.white}"/><rect x="-6" y="-150" width="110" height="10" fill="${C.white}"/><rect x="20" y="-136" width="120" height="70" fill="${C.navy}"/><text x="80" y="-92" font-family="Arial" font-size="30" font-weight="700" fill="${C.white}" text-anchor="middle">SOLD</text></g>`,
  },
];

async function render(scene) {
  const input = Buffer.from(svg(scene.body()));
  // Lower the quality step by step until the file fits the size budget.
  for (const quality of [82, 76, 70, 64, 58, 52]) {
    const output = await sharp(input).resize(W, H).webp({ quality, effort: 6 }).toBuffer();
    if (output.length <= MAX_BYTES) return { output, quality };
  }
  throw new Error(`${scene.file} does not fit in ${MAX_BYTES} bytes`);
}

await mkdir(OUT_DIR, { recursive: true });
const alt = {};
for (const scene of scenes) {
  const { output, quality } = await render(scene);
  await writeFile(path.join(OUT_DIR, scene.file), output);
  alt[scene.file] = scene.alt;
  console.log(`${scene.file}  ${(output.length / 1024).toFixed(1)} KB  (quality ${quality})`);
}
await writeFile(path.join(OUT_DIR, 'alt.json'), `${JSON.stringify(alt, null, 2)}\n`);
console.log(`Wrote ${scenes.length} images and alt.json to ${path.relative(process.cwd(), OUT_DIR)}`);
