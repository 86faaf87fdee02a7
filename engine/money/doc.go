// Package money writes an amount of money kept in kopiykas (the exact,
// integer form the fee and prize packages count in: 300000 is three
// thousand hryvnias) as people read it, «3 000,00»: thousands apart, two
// decimals after a comma. It is the one money formatter: documents,
// screens, messages, web pages and the CLI tables call it (through
// model/closing.Hryvnias and ui/pdf.Money, which are this function) and
// write the currency after it («3 000,00 грн», "3 000,00 UAH").
package money
