import { n, shade } from './svg';

export interface PilotColors {
  jacket: string;
  harness: string;
  helmet: string;
}

/**
 * A pilot seated in a pod harness, seen from the front, drawn around the carabiners at
 * (`x`, `y`) at `ppm` pixels per metre. `turn` (-1..1) shifts the pod and the helmet's
 * visor to show the pilot from three-quarters.
 */
export function pilotSvg(x: number, y: number, ppm: number, colors: PilotColors, turn = 0): string {
  const m = (v: number) => n(v * ppm);
  const harnessDark = shade(colors.harness, 0.75);
  const jacketDark = shade(colors.jacket, 0.78);
  const skin = '#e9b99a';
  const side = turn * 0.12;
  return [
    `<g transform="translate(${n(x)} ${n(y)})" stroke-linecap="round" stroke-linejoin="round">`,
    // Arms up to the brake handles, behind the body.
    `<path d="M${m(-0.17)} ${m(-0.4)}L${m(-0.3)} ${m(-0.58)}L${m(-0.27)} ${m(-0.74)}M${m(0.17)} ${m(-0.4)}L${m(0.3)} ${m(-0.58)}L${m(0.27)} ${m(-0.74)}" fill="none" stroke="${jacketDark}" stroke-width="${m(0.085)}"/>`,
    `<circle cx="${m(-0.27)}" cy="${m(-0.76)}" r="${m(0.05)}" fill="${skin}"/>`,
    `<circle cx="${m(0.27)}" cy="${m(-0.76)}" r="${m(0.05)}" fill="${skin}"/>`,
    // Back plate of the harness.
    `<path d="M${m(-0.26)} ${m(-0.3)}Q${m(-0.3)} ${m(0.05)} ${m(-0.2)} ${m(0.12)}L${m(0.2)} ${m(0.12)}Q${m(0.3)} ${m(0.05)} ${m(0.26)} ${m(-0.3)}Z" fill="${harnessDark}"/>`,
    // Torso.
    `<path d="M${m(-0.19)} ${m(-0.02)}L${m(-0.2)} ${m(-0.4)}Q${m(0)} ${m(-0.5)} ${m(0.2)} ${m(-0.4)}L${m(0.19)} ${m(-0.02)}Z" fill="${colors.jacket}"/>`,
    `<path d="M${m(-0.02)} ${m(-0.44)}L${m(-0.02)} ${m(-0.06)}" stroke="${jacketDark}" stroke-width="${m(0.02)}" fill="none"/>`,
    // Shoulder straps and chest strap.
    `<path d="M${m(-0.13)} ${m(-0.43)}L${m(-0.12)} ${m(-0.02)}M${m(0.13)} ${m(-0.43)}L${m(0.12)} ${m(-0.02)}M${m(-0.13)} ${m(-0.2)}L${m(0.13)} ${m(-0.2)}" stroke="${harnessDark}" stroke-width="${m(0.035)}" fill="none"/>`,
    // Pod with the legs, pointing towards the viewer.
    `<path d="M${m(-0.24 + side)} ${m(-0.04)}Q${m(-0.3 + side)} ${m(0.28)} ${m(side)} ${m(0.34)}Q${m(0.3 + side)} ${m(0.28)} ${m(0.24 + side)} ${m(-0.04)}Z" fill="${colors.harness}"/>`,
    `<path d="M${m(-0.16 + side)} ${m(0.08)}Q${m(side)} ${m(0.2)} ${m(0.16 + side)} ${m(0.08)}" stroke="${shade(colors.harness, 1.35)}" stroke-width="${m(0.025)}" fill="none"/>`,
    // Helmet with visor.
    `<circle cx="0" cy="${m(-0.6)}" r="${m(0.135)}" fill="${colors.helmet}"/>`,
    `<path d="M${m(-0.1 + side)} ${m(-0.6)}Q${m(side)} ${m(-0.53)} ${m(0.1 + side)} ${m(-0.6)}L${m(0.09 + side)} ${m(-0.64)}Q${m(side)} ${m(-0.6)} ${m(-0.09 + side)} ${m(-0.64)}Z" fill="#27313d"/>`,
    `</g>`,
  ].join('');
}
