// What shoppers type into the search box, one keystroke at a time: Spanish prefixes of 1–6
// letters, a few with accents or an ñ, upper case, and a few that match nothing.

/** Asked once before measuring, so the first measured round is not the server's first search. */
export const WARM_UP_PREFIXES: readonly string[] = ['v', 've', 'ves', 'vest', 'vesti', 'vestid'];

export const SEARCH_PREFIXES: readonly string[] = [
  // One letter: the broadest matches.
  'c', 'm', 'p', 't', 'a', 'l',
  // Typing "café", "camisa", "clase".
  'ca', 'caf', 'café', 'cam', 'cami', 'camisa', 'cl', 'cla', 'clas', 'clase',
  // Typing "playera", "tenis", "taza", "libro", "mochila".
  'pl', 'pla', 'play', 'playe', 'te', 'ten', 'tenis', 'ta', 'taz', 'taza',
  'li', 'lib', 'libr', 'libro', 'mo', 'moc', 'moch', 'mochil',
  // Other catalogue words.
  'zapa', 'sudad', 'reloj', 'lámpa', 'jabón', 'muñec', 'pantal', 'teclad', 'vela', 'tour',
  'taller', 'balón', 'guía', 'maceta', 'asesor', 'juego',
  // Capitals and accents a shopper may or may not type.
  'Café', 'TENIS', 'cafe', 'lampar', 'munec', 'acción',
  // Nothing matches these.
  'xyz', 'qwrtp', 'zzzz', 'ñññ', 'kxq',
];
