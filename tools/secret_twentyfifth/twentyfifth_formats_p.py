"""Typewriter repair shops: parts inventory, online shop, courier labels."""

# ruff: noqa: E501
from urllib.parse import unquote

from twentyfifth_spec import dec_after, enc_url, pw_with, reg

F = "typewriter_repair_restoration_shop"

reg(
    F,
    "typewriter_parts_inventory_git_credentials_percent",
    ("home/<<user>>/.git-credentials", "ops/<<org>>/git-credentials"),
    "https://<<user>>:<<v>>@git.<<dom>>\n",
    pw_with("@:/ ", "-._~"),
    enc=enc_url,
    decode=dec_after(r"https://[^:]+:([^@]+)@", unquote),
    syntax="",
)
reg(
    F,
    "typewriter_ebay_listing_tool_toml_oauth",
    ("lister/<<org>>/config.toml", "tools/<<org>>/ebay.toml"),
    '[ebay]\napp_id = "<<org>>-lister-PRD-<<h8>>"\ncert_id = "PRD-<<v>>"\nruname = "<<org>>-lister"\n',
    "hex36",
)
reg(
    F,
    "typewriter_courier_labels_dotnet_user_secrets_cmd",
    ("scripts/<<org>>/setup-secrets.ps1", "dev/<<org>>/secrets.cmd"),
    'dotnet user-secrets set "Courier:ApiKey" "<<v>>" --project src/<<org>>.Labels\n',
    "alnum32",
    "",
)
reg(
    F,
    "typewriter_restorer_czech_email_heslo",
    ("mail/<<org>>/dilna-<<nn>>.eml", "inbox/<<org>>/<<h8>>.eml"),
    "From: <<first>> <<last>> <<<email>>>\nTo: <<email2>>\nSubject: Přístup do e-shopu\n\nAhoj,\n\nuživatel: <<user>>\nheslo: <<v>>\n\nDíky, <<first>>\n",
    "human",
    "",
)
reg(
    F,
    "typewriter_shop_pos_sumup_node_constructor",
    ("pos/<<org>>/server.js", "shop/<<org>>/payments.js"),
    "const SumUp = require('@sumup/sdk');\n\nconst client = new SumUp({ apiKey: '<<v>>' });\n",
    "x:sup_sk_:32",
    "",
)
reg(
    F,
    "typewriter_ribbon_supplier_csv_accounts",
    ("accounts/<<org>>/suppliers.csv", "exports/<<org>>/logins.csv"),
    "supplier,url,login,password\nRibbons Ltd,https://ribbons.<<dom>>,<<email>>,<<v>>\n",
    "pw_ini",
    "",
)
reg(
    F,
    "typewriter_workshop_camera_onvif_python_positional",
    ("cam/<<org>>/snap.py", "workshop/<<org>>/camera.py"),
    'from onvif import ONVIFCamera\n\ncam = ONVIFCamera("<<ip>>", 80, "admin", "<<v>>")\nmedia = cam.create_media_service()\n',
    "pw_dq",
)
reg(
    F,
    "typewriter_repair_log_typed_letter_scan",
    ("scans/<<org>>/letter-<<nn>>.txt", "ocr/<<org>>/customer-letter.txt"),
    "Dear <<first>>,\n\nThank you for restoring my grandfather's Olympia. As promised, the login for the photos I uploaded to the shared album is my name and the word <<v>>.\n\nYours sincerely,\n<<first2>> <<last2>>\n",
    "human",
    "",
)
