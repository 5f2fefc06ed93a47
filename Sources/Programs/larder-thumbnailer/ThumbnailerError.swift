/// Why a card could not be drawn, in words.
struct ThumbnailerError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
