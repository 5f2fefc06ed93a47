extension Recipe {
    /// Keeps the fields of `stored` that an import does not carry: a source
    /// re-imported without a photo, rating, notes or date cooked must not erase
    /// what the user has.
    public mutating func keepUserFields(of stored: Recipe) {
        if photo == nil { photo = stored.photo }
        if rating == nil { rating = stored.rating }
        if notes.isEmpty { notes = stored.notes }
        if lastCooked == nil { lastCooked = stored.lastCooked }
        if externalID == nil { externalID = stored.externalID }
    }
}
