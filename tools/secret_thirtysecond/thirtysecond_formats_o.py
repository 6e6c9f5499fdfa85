"""Family o: a patisserie (pastry kitchen, shop and celebration cakes)."""
# ruff: noqa: E501

from thirtysecond_spec import alnum, reg

F = "patisserie_pastry_kitchen"

UPDIG = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

reg(
    F,
    "patisserie_orders_french_imessage_mdp",
    ("messages/<<org>>_<<n>>.txt", "exports/imessage/<<first>>_<<date>>.txt"),
    """<<dmy>> <<time>>  Moi : Coucou, tu peux passer la commande de beurre AOP sur le site du grossiste ?
<<dmy>> <<time>>  <<firstc>> : oui mais c quoi le mdp déjà ?
<<dmy>> <<time2>>  Moi : identifiant <<user>>
<<dmy>> <<time2>>  Moi : mdp <<cred>>
<<dmy>> <<time2>>  <<firstc>> : merci 🥐
""",
    "h",
)

reg(
    F,
    "patisserie_site_env_production_resend_key",
    ("site/<<org>>/.env.production.local", "apps/cakes-<<n>>/.env.production"),
    """# pulled with `vercel env pull`
RESEND_API_KEY="<<cred>>"
ORDER_NOTIFY_TO="orders@<<dom>>"
NEXT_PUBLIC_SHOP_NAME="<<org_t>>"
""",
    lambda rng: f"re_{alnum(rng, 8)}_{alnum(rng, 24)}",
)

reg(
    F,
    "patisserie_display_fridge_lorawan_ttn_json",
    ("sensors/<<org>>/ttn.json", "fridge-monitor-<<n>>/config.json"),
    """{
  "application_id": "<<org>>-fridges",
  "mqtt": {
    "host": "eu1.cloud.thethings.network",
    "port": 8883,
    "username": "<<org>>-fridges@ttn",
    "password": "<<cred>>"
  },
  "alerts": { "max_c": 5.0, "notify": "<<email>>" }
}
""",
    lambda rng: f"NNSXS.{alnum(rng, 39, UPDIG)}.{alnum(rng, 52, UPDIG)}",
)

reg(
    F,
    "patisserie_chef_brazilian_whatsapp_senha",
    ("WhatsApp Chat com Confeitaria <<n>>.txt", "exports/<<org>>/whatsapp_cozinha_<<date>>.txt"),
    """<<dslash>> <<time>> - <<firstc>>: Bom dia! Os macarons de pistache acabaram, vou fazer mais 3 fornadas
<<dslash>> <<time>> - Juliana: beleza. qual é a senha do computador do escritório?
<<dslash>> <<time2>> - <<firstc>>: <<cred>>
<<dslash>> <<time2>> - <<firstc>>: (tudo junto)
<<dslash>> <<time2>> - Juliana: valeu!
""",
    "h",
)

reg(
    F,
    "patisserie_till_csharp_bearer_header",
    ("TillSync/<<org>>/Program.cs", "src/PastryTill<<n>>/Lightspeed.cs"),
    """using System.Net.Http.Headers;

var http = new HttpClient { BaseAddress = new Uri("https://api.lightspeedapp.com/API/V3/Account/<<n4>><<n>>/") };
http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", "<<cred>>");
var sales = await http.GetStringAsync("Sale.json?timeStamp=%3E%2C<<date>>");
Console.WriteLine(sales);
""",
    lambda rng: alnum(rng, 40, "abcdef0123456789"),
)

reg(
    F,
    "patisserie_allergen_labels_vba_xmlhttp_open",
    ("labels/<<org>>/AllergenLabels.bas", "vba/Module_Labels_<<n>>.bas"),
    """Attribute VB_Name = "AllergenLabels"
Option Explicit

Public Sub PullRecipes()
    Dim http As Object
    Set http = CreateObject("MSXML2.XMLHTTP")
    http.Open "GET", "https://recipes.<<dom>>/api/allergens.csv", False, "labels", "<<cred>>"
    http.send
    Sheets("Recipes").Range("A1").Value = http.responseText
End Sub
""",
    "h_dq",
)

reg(
    F,
    "patisserie_wedding_cake_thai_email_rahat_phan",
    ("mail/<<org>>/wedding_<<n>>.eml", "inbox/<<first>>/cake_gallery_<<date>>.eml"),
    """From: <<firstc>> <<lastc>> <<<email>>>
To: cakes@<<dom>>
Subject: แกลเลอรีเค้กแต่งงาน
Content-Type: text/plain; charset=UTF-8

สวัสดีค่ะ

ส่งข้อมูลเข้าสู่ระบบแกลเลอรีรูปเค้กแต่งงานให้นะคะ

ชื่อผู้ใช้: <<user>>
รหัสผ่าน: <<cred>>

ขอบคุณค่ะ
""",
    "h",
)

reg(
    F,
    "patisserie_supplier_portals_keepass_csv",
    ("Documents/<<org>>_keepass_export_<<n>>.csv", "backup/<<first>>/kdbx_export_<<date>>.csv"),
    """"Group","Title","Username","Password","URL","Notes"
"Suppliers","Butter & cream wholesaler","<<email>>","<<cred>>","https://trade.dairyfresh.co.uk",""
"Suppliers","Couverture chocolate","<<user>>","<<cred>>","https://pro.cacaobarry.com","same pw"
""",
    "h_dq",
)
