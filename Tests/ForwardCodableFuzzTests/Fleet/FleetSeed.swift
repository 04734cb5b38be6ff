import ForwardCodable

/// The document the fleet starts from: written by generation 3, the newest, with every field it
/// declares set, enum values only generations 2 or 3 know, and what generation 3 itself kept from
/// an even newer writer: unknown keys (nested objects, arrays, `null`), unknown enum values in
/// every enum position, collection elements no generation can decode, and date texts that no
/// generation would write.
enum FleetSeed {
    static let document: JSONValue = [
        "schema": 3,
        "id": "3B4C5D6E-7F80-4192-A3B4-C5D6E7F80912",
        "name": "Harbor Ops",
        "favorite": true,
        "kind": "bot",
        "tags": ["work", "friend", "vip", "gen4-secret", "family"],
        "phones": [
            [
                "number": "+1 555 0100", "label": "fax", "primary": true, "extension": "42",
                "gen4Carrier": ["name": "Orbit", "since": 2031],
            ],
            "a phone from a future shape",
            ["number": "+49 30 1234", "label": "gen4-satellite", "primary": false],
            ["number": "+81 3 0000", "label": "work", "primary": false],
        ],
        "address": [
            "street": "1 Quay",
            "city": "Hamburg",
            "postal_code": nil,
            "country": "gen4-atlantis",
            "geo": ["latitude": 53.5461, "longitude": 9.9661, "gen4Altitude": 12.5],
            "gen4Floor": ["level": 3, "wing": ["east", nil]],
        ],
        "attachments": [
            [
                "type": "photo", "url": "https://example.com/p/harbor.jpg", "caption": "The quay",
                "gen4Exif": ["iso": 200, "lens": [35, nil]],
            ],
            ["type": "divider"],
            ["type": "link", "href": "https://example.com/l/tide"],
            ["type": "gen4-map", "zoom": 12, "center": [53.5, 9.9]],
            ["type": "photo", "url": "https://example.com/p/crane.jpg", "caption": ""],
        ],
        "note": "kept by everyone",
        "rating": 4,
        "labels": ["me": "vip", "team": "gen4-x", "ops": "family"],
        "birthday": 757_382_400.5,
        "website": "https://example.com/harbor",
        "emails": [
            ["address": "ops@example.com", "kind": "gen4-shared", "gen4Verified": true],
            42,
            ["address": "ada@example.com", "kind": "work"],
        ],
        "metadata": ["crm": ["id": 7, "sync": [true, nil, 1.25]], "empty": [:]],
        // Texts of a newer writer, none canonical: an offset, lowercase, 1 to 9 fraction digits;
        // the first and the last of `seenAt` are the same instant.
        "updatedAt": "2031-04-05t06:07:08.123456789-08:00",
        "seenAt": [
            "2026-12-03T15:30:00+05:30", "2027-01-01t00:00:00.5z", "2028-02-29T23:59:59.1234567Z",
            "1999-12-31T16:00:00.12-08:00", "2026-12-03T10:00:00.000Z",
        ],
        "gen4Score": 0.75,
        "gen4Audit": ["by": "robot", "trail": [["at": 1, "what": "create"], ["at": 2, "what": "merge"]]],
        "gen4Nothing": nil,
    ]
}
