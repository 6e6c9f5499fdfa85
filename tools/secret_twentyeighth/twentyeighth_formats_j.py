"""Family: calligraphy and penmanship studios (courses, commissions, scans, nib shop)."""
# ruff: noqa: E501

from __future__ import annotations

from twentyeighth_spec import reg, value

F = "calligraphy_penmanship_scriptorium"

reg(
    F,
    "calligraphy_course_site_ghost_mail_json",
    ("ghost/config.production.json", "<<org>>-courses/config.production.json"),
    """{
  "url": "https://courses.<<dom>>",
  "server": {"port": 2368, "host": "127.0.0.1"},
  "database": {"client": "sqlite3", "connection": {"filename": "content/data/ghost.db"}},
  "mail": {
    "transport": "SMTP",
    "options": {
      "service": "Mailgun",
      "auth": {"user": "postmaster@mg.<<dom>>", "pass": "<<v>>"}
    }
  },
  "process": "systemd"
}
""",
    "hex32",
)

reg(
    F,
    "calligraphy_scan_archive_rclone_s3",
    ("home/<<f>>/.config/rclone/rclone.conf", "studio-mac<<n>>/rclone/rclone.conf"),
    """[scans]
type = s3
provider = AWS
access_key_id = <<akid>>
secret_access_key = <<v>>
region = eu-west-2
storage_class = STANDARD_IA
""",
    "p:aws_secret",
    "",
    extra=lambda rng, s: {"akid": value(rng, "p:aws_id")},
)

reg(
    F,
    "calligraphy_commission_app_swift_key",
    ("Commissions/Sources/Payments.swift", "<<org>>App/Services/InvoiceClient.swift"),
    """import Foundation

enum Payments {
    static let baseURL = URL(string: "https://api.<<dom>>/v1")!
    static let apiKey = "<<v>>"

    static func request(_ path: String) -> URLRequest {
        var req = URLRequest(url: baseURL.appendingPathComponent(path))
        req.setValue("Bearer \\(apiKey)", forHTTPHeaderField: "Authorization")
        return req
    }
}
""",
    "x:ink_sk_live_:32",
    "",
)

reg(
    F,
    "calligraphy_student_wechat_export_mima",
    ("wechat/书法班_<<y>>.txt", "<<org>>/chats/wechat_class_<<mm>>.txt"),
    """<<y>>-<<mm>>-<<dd>> 20:<<mi>> <<first>>: 老师，网课平台的密码是多少？我忘了
<<y>>-<<mm>>-<<dd>> 20:<<mi>> <<first2>>老师: 账号 shufa<<n>>
<<y>>-<<mm>>-<<dd>> 20:<<mi>> <<first2>>老师: 密码 <<v>>
<<y>>-<<mm>>-<<dd>> 20:<<mi>> <<first>>: 谢谢老师！
""",
    "human",
    "",
)

reg(
    F,
    "calligraphy_obsidian_note_frontmatter",
    ("vault/Studio/Shop logins.md", "<<org>>-notes/Admin/Etsy and print shop.md"),
    """---
tags: [admin, shop]
updated: <<y>>-<<mm>>-<<dd>>
---
# Print-on-demand shop

For the gilded alphabet prints.

- site: https://print.<<dom>>/seller
- email: <<email>>
- pw: <<v>>

Reorder Bristol board when below 20 sheets. Walnut ink from the usual place.
""",
    "human",
    "",
)

reg(
    F,
    "calligraphy_font_package_npmrc_token",
    ("<<org>>-script-fonts/.npmrc", "home/<<f>>/.npmrc"),
    """registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=<<v>>
save-exact=true
""",
    "p:npm",
    "",
)

reg(
    F,
    "calligraphy_workshop_bookings_appsettings_json",
    ("Bookings.Web/appsettings.Production.json", "<<org>>/src/Workshops/appsettings.json"),
    """{
  "Logging": {"LogLevel": {"Default": "Warning"}},
  "ConnectionStrings": {
    "Bookings": "Server=<<host>>;Database=Workshops;User Id=workshops_app;Password=<<v>>;TrustServerCertificate=True"
  },
  "AllowedHosts": "*"
}
""",
    "pw_xml",
)

reg(
    F,
    "calligraphy_nib_shop_shopify_admin_python",
    ("nibshop/sync_inventory.py", "<<org>>/tools/shopify_stock.py"),
    """import shopify

SHOP = "<<org>>-nibs.myshopify.com"
session = shopify.Session(SHOP, "2024-10", "<<v>>")
shopify.ShopifyResource.activate_session(session)

for product in shopify.Product.find(limit=250):
    for variant in product.variants:
        print(product.title, variant.sku, variant.inventory_quantity)
""",
    "p:shopify",
)
