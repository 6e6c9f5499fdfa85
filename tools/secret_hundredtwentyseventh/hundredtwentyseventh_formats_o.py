# ruff: noqa: E501
"""Family o: a school-uniform supplier (sare za shule) in Mombasa, Kenya (Swahili, Sheng,
English)."""

from __future__ import annotations

import json

from hundredtwentyseventh_spec import Fam, shared_strings

F = Fam(
    name="sare_shule_uniform_supplier",
    prefix="sareshule",
    orgs=("sarebora", "shulewear", "pwaniuniforms", "mzalendotex"),
    shops=("Sare Bora Uniforms", "Pwani School Wear", "Mzalendo Uniforms Mombasa"),
    tld="co.ke",
    first=(
        ("Wanjiku", "wanjiku"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kamau", "kamau"),
        ("Mwanaisha", "mwanaisha"),
        ("Fatuma", "fatuma"),
    ),
    last=(
        ("Njoroge", "njoroge"),
        ("Ochieng", "ochieng"),
        ("Mutua", "mutua"),
        ("Wafula", "wafula"),
        ("Kariuki", "kariuki"),
    ),
    words=(
        "sare",
        "shule",
        "sweta",
        "harambee",
        "jambo",
        "nyama",
        "ugali",
        "pwani",
        "mombasa",
        "kilifi",
        "bahari",
        "mzalendo",
        "gorMahia",
        "tusker",
    ),
    pets=("simba", "bosco", "jimmy", "tiger", "rex"),
    cc="+254",
    places=("Nyali", "Likoni", "Bamburi", "Mtwapa"),
)

F.reg(
    "mpesa_daraja_consumer_secret_env",
    ("<<org>>-mpesa/.env", "payments/daraja_<<place>>/.env"),
    """# Lipa na M-Pesa (Daraja) - malipo ya sare
MPESA_ENV=production
MPESA_CONSUMER_KEY=<<hx>><<hx>><<hx>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_SHORTCODE=<<n3>><<n3>>
MPESA_CALLBACK=https://<<dom>>/mpesa/callback
""",
    "p:daraja",
    "",
)

F.reg(
    "swahili_whatsapp_nenosiri_portal",
    ("WhatsApp Chat with <<fa>> <<n>>.txt", "backup/whatsapp_<<org>>_<<n>>.txt"),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: Habari, nenosiri la portal ya shule ya <<place>> ni gani? Nataka kupakia orodha ya sare
<<dmy>>, <<t2>> - <<fn2>> <<ln2>>: Jina la mtumiaji <<user>>
<<dmy>>, <<t2>> - <<fn2>> <<ln2>>: Nenosiri ni <<cred>>
<<dmy>>, <<t2>> - <<fn>> <<ln>>: Asante sana 🙏🏾
""",
    "human",
    "",
)

F.reg(
    "africastalking_api_key_python",
    ("sms/at_notify_<<n>>.py", "<<org>>/sms_wazazi.py"),
    '''"""SMS kwa wazazi: sare ziko tayari (Africa's Talking)."""

import africastalking

USERNAME = "<<org>>"
API_KEY = "<<cred>>"

africastalking.initialize(USERNAME, API_KEY)
sms = africastalking.SMS


def tayari(phone: str, mtoto: str) -> None:
    sms.send(f"Sare za {mtoto} ziko tayari dukani <<place>>. Karibu!", [phone])
''',
    "p:africastalking",
)


def _etims(s):
    return json.dumps(
        {
            "tin": f"P05{s['n3']}{s['n3']}Z",
            "bhfId": "00",
            "dvcSrlNo": f"SB{s['n3']}{s['n']}",
            "cmcKey": s["cred"],
            "url": "https://etims-api.kra.go.ke/etims-api",
        },
        indent=2,
    )


F.reg(
    "kra_etims_device_config_json",
    ("etims/device_<<n>>.json", "config/<<org>>_etims.json"),
    _etims,
    "b64:48",
)


def _ss(s):
    return shared_strings(
        [
            "Shule",
            "Bidhaa",
            "Idadi",
            "Portal",
            "Login",
            "Nenosiri",
            f"{s['place']} Primary",
            "Sweta ya kijani",
            str(s["n3"]),
            "portal.shule",
            str(s["user"]),
            str(s["cred"]),
        ]
    )


F.reg(
    "school_orders_xlsx_sharedstrings",
    (
        "oda_shule_<<n>>/xl/sharedStrings.xml",
        "extracted/<<org>>_orders_<<mo>>/xl/sharedStrings.xml",
    ),
    _ss,
    "human",
)

F.reg(
    "mpesa_stk_passkey_php",
    ("app/Mpesa/Stk_<<n>>.php", "<<org>>-shop/includes/mpesa_stk.php"),
    """<?php
// STK push - wazazi walipe sare kwa simu
$BusinessShortCode = '<<n3>><<n3>>';
$Passkey = '<<cred>>';
$Timestamp = date('YmdHis');
$Password = base64_encode($BusinessShortCode . $Passkey . $Timestamp);
""",
    "hex:64",
    "",
)

F.reg(
    "anydesk_note_swahili",
    ("Notes/kumbukumbu_<<n>>.txt", "Desktop/ANYDESK <<org>> <<n>>.txt"),
    """AnyDesk ya kompyuta ya duka
ID: <<n3>> <<n3>> <<n3>>
neno la siri
<<cred>>
fundi wa cherehani - <<phone>>
""",
    "human",
    "",
)

F.reg(
    "pesapal_consumer_secret_csharp",
    ("Payments/PesapalConfig_<<n>>.cs", "src/<<org>>.Web/PesapalConfig.cs"),
    """namespace SareBora.Payments
{
    // Pesapal v3 - malipo ya kadi kwa shule
    public static class PesapalConfig
    {
        public const string ConsumerKey = "<<hx>><<hx>>";
        public const string ConsumerSecret = "<<cred>>";
        public const string BaseUrl = "https://pay.pesapal.com/v3";
    }
}
""",
    "p:pesapal",
    "",
)
