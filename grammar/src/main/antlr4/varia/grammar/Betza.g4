grammar Betza;
// placeholder; replaced by the notation work
movement : EOF ;
