/*
 * Count-rule clauses of a variant file's end.counting list (see docs/variant-format.md,
 * "Count clauses"). One clause per string:
 *
 *   board 64 when no P
 *   pieces RR 8, R 16, SS 22, NN 32, S 44, N 64, else 64 from pieces + 1 when no P
 *   pieces R 16, S 44, N 64, else 64 extra 5 in centre when no P
 *
 * Keywords are lower case, piece letters upper case. The loader (varia.variant.CountClauses)
 * checks the letters against the file's pieces and turns the tree into EndRules.CountRule.
 * Every character the grammar does not know becomes an UNKNOWN token, so the loader can name it
 * with its column.
 */
grammar Count;

clause       : (boardClause | piecesClause) EOF ;

// BOARD: both sides without pawns; the weaker side counts to a fixed limit
boardClause  : BOARD NUMBER start? whenNo? ;

// PIECES: one side bare; the limit depends on the stronger side's material
piecesClause : PIECES entry (COMMA entry)* (COMMA elseEntry)? start? extra? whenNo? ;

// extra moves when the bared royal piece stands in a region as the count starts (Sittuyin's centre)
extra        : EXTRA NUMBER IN WORD ;

entry        : LETTERS NUMBER ;

elseEntry    : ELSE NUMBER ;

// where the count starts: 'from pieces + 1' (pieces on the board, both kings included, plus one) or 'from 1'
start        : FROM (PIECES PLUS NUMBER | NUMBER) ;

// the piece letters that block counting while on the board
whenNo       : WHEN NO LETTERS (COMMA? LETTERS)* ;

BOARD   : 'board' ;
PIECES  : 'pieces' ;
ELSE    : 'else' ;
FROM    : 'from' ;
WHEN    : 'when' ;
NO      : 'no' ;
EXTRA   : 'extra' ;
IN      : 'in' ;
LETTERS : [A-Z]+ ;
NUMBER  : [0-9]+ ;
COMMA   : ',' ;
PLUS    : '+' ;
WS      : [ \t]+ -> skip ;
// a lower-case word that is not a keyword, or any other character
WORD    : [a-z][a-z-]* ;
UNKNOWN : . ;
