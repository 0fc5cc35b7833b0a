/*
 * Tokens of MLIR text (both the generic and the custom form), following the
 * lexical rules of MLIR's own lexer (mlir/lib/AsmParser/Lexer.cpp):
 *   - SSA ids  %x  %x#1 (use of result 1)  %x:2 (definition of 2 results)
 *   - block labels ^bb, symbols @f / @"quoted", alias and dialect names #map !t #d.a !d.t
 *   - strings with escapes, integers (decimal, hex), floats ([0-9]+ '.' [0-9]* exponent?)
 *   - {-# ... #-} file metadata brackets, -> :: ... >= <= == (affine constraints), punctuation
 *   - comments to end of line, including "// -----": one text is one program, as
 *     for mlir-opt without --split-input-file (MlirReader.splitInputFile splits)
 * Dialect type/attribute bodies (!d.t<...>, #d.a<...>) are not one token: the
 * structural parser balances < > ( ) [ ] { } over these tokens, so nesting of
 * any depth costs no recursion here. A byte MLIR cannot lex becomes an ERROR
 * token (never an exception); the parser decides whether that is an error
 * (outside a dialect body it is, as in MLIR).
 * The reader lexes with DirectLexer, these rules coded as a character switch
 * (DirectLexerTest keeps the two token for token equal): change a rule in both.
 */
lexer grammar MLIRLexer;

FILE_METADATA_BEGIN : '{-#' ;
FILE_METADATA_END   : '#-}' ;

// Comments and blanks are ordinary tokens that TokenBuffer drops: a lexer
// command (-> skip) would run ANTLR's action executor on every one, which
// measured as the largest single cost of lexing.
LINE_COMMENT : '//' ~[\r\n]* ;
// MLIR's lexer skips NUL bytes like blanks.
WS           : [ \t\r\n\f\u0000]+ ;

SSA_ID   : '%' SUFFIX_ID ( '#' DIGITS | ':' DIGITS )? ;
CARET_ID : '^' SUFFIX_ID ;
AT_ID    : '@' ( SUFFIX_ID | STRING_BODY ) ;
HASH_ID  : '#' SUFFIX_ID ;
BANG_ID  : '!' SUFFIX_ID ;

STRING  : STRING_BODY ;
FLOAT   : DIGITS '.' [0-9]* ( [eE] [-+]? DIGITS )? ;
HEX_INT : '0x' [0-9a-fA-F]+ ;
INT     : DIGITS ;
BARE_ID : [a-zA-Z_] [a-zA-Z0-9_$.]* ;

ARROW        : '->' ;
DOUBLE_COLON : '::' ;
ELLIPSIS     : '...' ;
GE           : '>=' ;
LE           : '<=' ;
EQEQ         : '==' ;
LPAREN   : '(' ;
RPAREN   : ')' ;
LBRACKET : '[' ;
RBRACKET : ']' ;
LBRACE   : '{' ;
RBRACE   : '}' ;
LT       : '<' ;
GT       : '>' ;
COLON    : ':' ;
COMMA    : ',' ;
EQUAL    : '=' ;
QUESTION : '?' ;
STAR     : '*' ;
PLUS     : '+' ;
MINUS    : '-' ;
SLASH    : '/' ;
VBAR     : '|' ;
BANG     : '!' ;
HASH     : '#' ;

// Anything else (including an unterminated string's quote): one ERROR token per character.
ERROR : . ;

fragment DIGITS      : [0-9]+ ;
fragment SUFFIX_ID   : DIGITS | [a-zA-Z$._\-] [a-zA-Z0-9$._\-]* ;
fragment STRING_BODY : '"' ( '\\' ~[\r\n] | ~["\\\r\n] )* '"' ;
