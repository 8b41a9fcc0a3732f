import carlito from '../assets/logos/carlito.svg';
import dentDeLion from '../assets/logos/dent-de-lion.svg';
import emiliePeace2 from '../assets/logos/emilie-peace2.svg';
import marlon from '../assets/logos/marlon.svg';
import sophieJoy from '../assets/logos/sophie-joy.svg';

/** The wing models that have a drawn logo (SPEC.md "Home page"), by product slug. */
export const MODEL_LOGOS: Readonly<Record<string, string>> = {
  'emilie-peace2': emiliePeace2,
  carlito,
  'dent-de-lion': dentDeLion,
  marlon,
  'sophie-joy': sophieJoy,
};
