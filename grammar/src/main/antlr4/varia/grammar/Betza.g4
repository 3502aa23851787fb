/*
 * Varia movement notation (a Betza dialect, see docs/notation.md).
 *
 * The lexer works one character at a time (plus doubled atoms such as NN), and
 * the parser only checks the shape "modifiers, atom, optional range", where the
 * modifiers of a multi-leg move are split into legs by 'a' (XBetza's "again"):
 * caK is a first leg 'c', then a second leg with no modifiers, on the atom K. What a
 * letter means on a given atom is decided by the compiler in varia.notation,
 * which knows the atom's symmetry class. Every character the dialect does not
 * know becomes an UNSUPPORTED token, so the compiler can name it precisely.
 */
grammar Betza;

movement : term+ EOF ;

term     : (modifier | AGAIN)* atom range? ;

modifier : DIRECTION | MODALITY | LAME | HOP | INITIAL | TOGGLE ;

atom     : ATOM | DOUBLED | VECTOR ;

range    : DIGIT+ ;

// f b l r: forward, backward, left, right; v = f+b, s = l+r, h = half (in pairs only)
DIRECTION   : [fblrvsh] ;
// m = move only, c = capture only, e = en-passant capture
MODALITY    : [mce] ;
// a = "again": the modifiers before it belong to one leg, those after it to the next
AGAIN       : 'a' ;
LAME        : 'n' ;
HOP         : 'p' ;
INITIAL     : 'i' ;
TOGGLE      : 'y' ;
// an atom written twice is an unlimited rider (NN = nightrider); longest match wins
DOUBLED     : 'WW' | 'FF' | 'DD' | 'NN' | 'AA' | 'HH' | 'CC' | 'ZZ' | 'GG'
            | 'KK' | 'RR' | 'BB' | 'QQ' ;
ATOM        : [WFDNAHCZGKRBQ] ;
// an explicit leap vector, (4,1) the giraffe; what stands between the parentheses is checked by
// the compiler, which names a bad vector precisely (a lone '(' is UNSUPPORTED)
VECTOR      : '(' ~[()]* ')' ;
DIGIT       : [0-9] ;
// anything else: reported by the compiler with its column and a hint
UNSUPPORTED : . ;
