import Foundation
import ZIPFoundation

/// Exports of other recipe apps, made here with the same layout as the apps
/// write them (entry names, JSON keys, gzip and zip nesting, photo types) but
/// recipes of our own: the apps' real exports are studied, never kept.
public enum OtherAppFixtures {
    // MARK: - Containers

    /// A zip archive of `entries` (path, bytes), deflated unless `stored`;
    /// paths ending in "/" are folders.
    public static func zip(_ entries: [(String, Data)], stored: Bool = false) -> Data {
        let archive = try! Archive(data: Data(), accessMode: .create)
        for (path, data) in entries {
            if path.hasSuffix("/") {
                try! archive.addEntry(with: path, type: .directory, uncompressedSize: Int64(0),
                                      provider: { (_: Int64, _: Int) in Data() })
                continue
            }
            try! archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count),
                                  compressionMethod: stored ? .none : .deflate, provider: { (position: Int64, size: Int) in
                data.subdata(in: Int(position)..<Int(position) + size)
            })
        }
        return archive.data!
    }

    /// `data` as gzip (one member, as Paprika writes it).
    public static func gzip(_ data: Data) -> Data {
        var deflated = Data()
        _ = try! Data.compress(size: Int64(data.count), bufferSize: 16 << 10, provider: { position, size in
            data.subdata(in: Int(position)..<Int(position) + size)
        }, consumer: { deflated.append($0) })
        var result = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0x13])
        result.append(deflated)
        let crc = data.crc32(checksum: 0), size = UInt32(truncatingIfNeeded: data.count)
        for shift in stride(from: 0, to: 32, by: 8) { result.append(UInt8(truncatingIfNeeded: crc >> UInt32(shift))) }
        for shift in stride(from: 0, to: 32, by: 8) { result.append(UInt8(truncatingIfNeeded: size >> UInt32(shift))) }
        return result
    }

    /// A minimal WebP (lossy, `VP8 `) whose header says 64 × 48.
    public static let webpHeader: Data = {
        var bytes = Array("RIFF".utf8) + [22, 0, 0, 0] + Array("WEBPVP8 ".utf8) + [10, 0, 0, 0]
        bytes += [0x10, 0x02, 0x00, 0x9D, 0x01, 0x2A, 64, 0, 48, 0]
        return Data(bytes)
    }()

    static func json(_ object: Any) -> Data {
        try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }

    // MARK: - Paprika

    /// One Paprika recipe's JSON, with Paprika's keys (photo base64 in `photo_data`).
    public static func paprikaRecipe(name: String, uid: String, directions: String = "Warm the milk.\nWhisk in the cocoa.",
                                     photo: Data? = SampleImage.jpegHeader) -> Data {
        json([
            "uid": uid, "name": name, "created": "2019-04-02 18:20:11",
            "ingredients": "500 ml milk\n2 tbsp cocoa\n1 tbsp sugar", "directions": directions,
            "notes": "Good with cinnamon.", "nutritional_info": "", "description": "A mug for cold evenings.",
            "prep_time": "5 mins", "cook_time": "1 hr 5 min", "total_time": "", "servings": "2 mugs", "difficulty": "Easy",
            "rating": 4, "categories": ["Drinks", "Winter"], "source": "Our kitchen", "source_url": "",
            "image_url": "https://example.org/cocoa.jpg", "photo": "AB12CD34-0000.jpg", "photo_large": NSNull(),
            "photo_hash": "0", "hash": "0", "photos": [] as [Any],
            "photo_data": photo.map { $0.base64EncodedString() as Any } ?? NSNull(),
        ])
    }

    /// A `.paprikarecipes` export: a zip of gzipped recipes, `NAME.paprikarecipe` each.
    public static func paprikaExport(_ recipes: [(name: String, uid: String)]) -> Data {
        zip(recipes.map { ("\($0.name).paprikarecipe", gzip(paprikaRecipe(name: $0.name, uid: $0.uid))) })
    }

    // MARK: - Nextcloud Cookbook

    /// A Nextcloud Cookbook `recipe.json`: schema.org, its image a web address.
    public static func nextcloudRecipe(name: String, id: String) -> Data {
        json([
            "@context": "http://schema.org", "@type": "Recipe", "id": id, "name": name,
            "description": "Flat bread from the pan.", "image": "https://example.org/\(id).jpg",
            "imageUrl": "/index.php/apps/cookbook/recipes/\(id)/image?size=full",
            "recipeYield": 6, "prepTime": "PT0H10M", "cookTime": "PT0H20M", "totalTime": "PT0H30M",
            "recipeCategory": "Bread", "keywords": "flatbread,quick", "dateCreated": "2021-01-19T13:29:00+0000",
            "recipeIngredient": ["300 g flour", "200 ml water", "1 tsp salt"],
            "recipeInstructions": ["Mix everything.", "Rest 10 minutes.", "Cook in a dry pan."],
            "url": "https://example.org/recipes/\(id)", "tool": [] as [Any], "nutrition": [:] as [String: Any],
        ])
    }

    /// A zip of Nextcloud recipe folders: `NAME/recipe.json`, `NAME/full.jpg`, `NAME/thumb.jpg`.
    public static func nextcloudExport(_ names: [String]) -> Data {
        zip(names.enumerated().flatMap { index, name in
            [("\(name)/", Data()), ("\(name)/full.jpg", SampleImage.jpegHeader),
             ("\(name)/recipe.json", nextcloudRecipe(name: name, id: "\(100 + index)")), ("\(name)/thumb.jpg", SampleImage.jpegHeader)]
        })
    }

    // MARK: - Mealie

    /// A recipe as Mealie before version 1 exported it (`SLUG/SLUG.json`).
    public static func mealieRecipe(name: String, slug: String) -> Data {
        json([
            "id": 3, "name": name, "slug": slug, "image": slug, "description": "Slow beans.",
            "recipe_category": ["Mains"], "tags": [["name": "Beans", "slug": "beans"]], "rating": 3,
            "date_added": "2021-10-26", "date_updated": "2021-10-26 09:58:49.351189", "recipe_yield": "4 serving(s)",
            "recipe_ingredient": [
                ["title": NSNull(), "note": "400 g white beans", "unit": NSNull(), "food": NSNull(), "disable_amount": true, "quantity": 1],
                ["title": "Seasoning", "note": "chopped", "unit": ["name": "clove"], "food": ["name": "garlic"], "disable_amount": false, "quantity": 2],
            ],
            "recipe_instructions": [["title": "Day before", "text": "Soak the beans."], ["title": "", "text": "Simmer two hours."]],
            "nutrition": ["calories": ""], "tools": [] as [Any], "total_time": "2 Hours 30 Minutes", "prep_time": "1 Day",
            "perform_time": "10-15 Minutes", "settings": ["public": true], "assets": [] as [Any],
            "notes": [["title": "Tip", "text": "Salt at the end."]], "org_url": "https://example.org/\(slug)", "extras": [:] as [String: Any],
            "comments": [] as [Any],
        ])
    }

    /// A zipped Mealie export (before version 1): `mealie_DATE/recipes/SLUG/SLUG.json` + `images/*.webp`.
    public static func mealieExport(_ recipes: [(name: String, slug: String)]) -> Data {
        zip([("mealie_2021-Dec-08/", Data()), ("mealie_2021-Dec-08/recipes/", Data())] + recipes.flatMap { recipe in
            let folder = "mealie_2021-Dec-08/recipes/\(recipe.slug)/"
            return [(folder, Data()), (folder + "\(recipe.slug).json", mealieRecipe(name: recipe.name, slug: recipe.slug)),
                    (folder + "images/", Data()), (folder + "assets/", Data()),
                    (folder + "images/tiny-original.webp", webpHeader), (folder + "images/min-original.webp", webpHeader),
                    (folder + "images/original.webp", webpHeader)]
        })
    }

    /// A Mealie backup (version 1 and later): `database.json` with the
    /// tables, and `data/recipes/ID/images/original.webp`; in `folder` when
    /// given (a backup unpacked and zipped again, with macOS's litter).
    public static func mealieBackup(_ recipes: [(name: String, id: String)], folder: String = "") -> Data {
        let unit = "6a3c0f3e-0000-4000-8000-000000000001", food = "6a3c0f3e-0000-4000-8000-000000000002"
        let category = "6a3c0f3e-0000-4000-8000-000000000003", tag = "6a3c0f3e-0000-4000-8000-000000000004"
        var rows: [String: [[String: Any]]] = [
            "alembic_version": [["version_num": "ba1e4a6cfe99"]],
            "ingredient_units": [["id": unit, "name": "cup", "abbreviation": "c"]],
            "ingredient_foods": [["id": food, "name": "rice"]],
            "categories": [["id": category, "name": "Sides", "slug": "sides"]],
            "tags": [["id": tag, "name": "Easy", "slug": "easy"]],
            "recipes": [], "recipes_ingredients": [], "recipe_instructions": [], "notes": [],
            "recipes_to_categories": [], "recipes_to_tags": [], "recipe_ingredient_ref_link": [],
        ]
        for (index, recipe) in recipes.enumerated() {
            rows["recipes"]!.append([
                "id": recipe.id, "slug": "recipe-\(index)", "name": recipe.name, "description": "Fluffy rice.",
                "created_at": "2022-05-28T00:00:33.873506", "update_at": "2022-05-28T00:29:41.836772",
                "total_time": "25 minutes", "prep_time": "5 minutes", "perform_time": "20 minutes", "cook_time": NSNull(),
                "recipe_yield": "2 servings", "recipeCuisine": NSNull(), "rating": 5, "org_url": "https://example.org/rice-\(index)",
                "date_added": "2021-08-17", "date_updated": "2022-12-27T16:26:08.496944", "last_made": "2023-01-02T19:00:00",
            ])
            rows["recipes_ingredients"]! += [
                ["id": index * 10 + 2, "position": 1, "recipe_id": recipe.id, "title": "Grain", "note": "rinsed",
                 "unit_id": unit, "food_id": food, "quantity": 1.5, "original_text": NSNull()],
                ["id": index * 10 + 1, "position": 0, "recipe_id": recipe.id, "title": NSNull(), "note": "1 pinch salt",
                 "unit_id": NSNull(), "food_id": NSNull(), "quantity": 1.0, "original_text": NSNull()],
            ]
            rows["recipe_instructions"]! += [
                ["id": "i\(index)b", "recipe_id": recipe.id, "position": 1, "type": "step", "title": "", "text": "Simmer covered."],
                ["id": "i\(index)a", "recipe_id": recipe.id, "position": 0, "type": "step", "title": "Start", "text": "Rinse the rice."],
            ]
            rows["notes"]!.append(["id": index, "recipe_id": recipe.id, "title": "Water", "text": "Twice the rice."])
            rows["recipes_to_categories"]!.append(["recipe_id": recipe.id, "category_id": category])
            rows["recipes_to_tags"]!.append(["recipe_id": recipe.id, "tag_id": tag])
        }
        let top = folder.isEmpty ? "" : folder + "/"
        let litter = folder.isEmpty ? [] : [("__MACOSX/\(top)._database.json", Data("litter".utf8))]
        return zip(litter + [(top + "database.json", json(rows)), (top + "data/", Data())]
                   + recipes.map { (top + "data/recipes/\($0.id)/images/original.webp", webpHeader) })
    }

    // MARK: - Tandoor

    /// A Tandoor `recipe.json`: steps holding their ingredients, keywords, times.
    public static func tandoorRecipe(name: String) -> Data {
        func ingredient(_ food: String, _ unit: String?, _ amount: Double, note: String = "", header: Bool = false) -> [String: Any] {
            ["food": ["name": food, "plural_name": NSNull(), "ignore_shopping": false, "supermarket_category": NSNull()],
             "unit": unit.map { ["name": $0, "plural_name": NSNull(), "description": NSNull()] as [String: Any] } ?? NSNull(),
             "amount": amount, "note": note, "order": 0, "is_header": header, "no_amount": false,
             "always_use_plural_unit": false, "always_use_plural_food": false]
        }
        return json([
            "name": name, "description": "Green and quick.",
            "keywords": [["name": "Soup", "icon": NSNull(), "description": ""], ["name": "Vegetarian", "icon": NSNull(), "description": ""]],
            "steps": [
                ["name": "Base", "instruction": "Sweat the leek.\n\nAdd the peas and stock.", "time": 0, "order": 0, "show_as_header": true,
                 "ingredients": [ingredient("leek", nil, 1, note: "sliced"), ingredient("", nil, 0, note: "Pot", header: true),
                                 ingredient("peas", "g", 400), ingredient("stock", "ml", 750)]],
                ["name": "", "instruction": "Blend smooth.", "time": 0, "order": 1, "show_as_header": true, "ingredients": [] as [Any]],
            ],
            "working_time": 10, "waiting_time": 15, "internal": true, "nutrition": NSNull(), "servings": 4, "servings_text": "bowls",
        ])
    }

    /// A Tandoor export: a zip of `NAME.zip`, each holding `recipe.json` and `image.jpeg`.
    public static func tandoorExport(_ names: [String]) -> Data {
        zip(names.map { name in
            ("\(name).zip", zip([("recipe.json", tandoorRecipe(name: name)), ("image.jpeg", SampleImage.jpegHeader)]))
        })
    }
}
