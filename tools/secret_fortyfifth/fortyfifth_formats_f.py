# ruff: noqa: E501
"""Family f: the Tamarin salt pans (salines), Mauritius. French and Mauritian Creole."""

from __future__ import annotations

import re

from fortyfifth_spec import Fam

F = Fam(
    "tamarin_saltpan_mauritius",
    orgs=("salinetamarin", "selmorisien", "bassinsel", "lasalinn"),
    tld="mu",
    first=(
        "jean",
        "marie",
        "priya",
        "kevin",
        "nadia",
        "rajesh",
        "sophie",
        "yannick",
        "anjali",
        "ludovic",
    ),
    last=("lagesse", "ramgoolam", "pillay", "duval", "seeneevassen", "lebon", "bhujun", "perrine"),
    words=(
        "salinn",
        "tamarin",
        "bassin",
        "sel",
        "lamer",
        "soley",
        "dilo",
        "morne",
        "dodo",
        "sega",
        "ravanne",
        "zoli",
        "lakaz",
    ),
    seasons=("lete", "liver", "ete", "hiver", "siklonn"),
    cc="+230",
    pets=("tifi", "dodo", "kaki"),
)

F.reg(
    "saltpan_kreol_whatsapp_kod_konte",
    ("WhatsApp Chat with <<first>>.txt", "chats/<<org>>_<<n>>.txt"),
    """<<dmys>>, <<time>> - <<name>>: Bonzour, ki kod pou rant dan konte MCB Juice lasalinn la?
<<dmys>>, <<time2>> - <<name2>>: Mo pe avoy twa la
<<dmys>>, <<time2>> - <<name2>>: user <<user>> / modpas <<cred>>
<<dmys>>, <<time2>> - <<name2>>: pa donn personn sa 🙏
<<dmys>>, <<time2>> - <<name>>: Mersi boukou
""",
    "human",
)

F.reg(
    "saltpan_french_email_mot_de_passe_mra_efiling",
    ("Mail/Envoyés/<<n4>>.eml", "mails/<<date>>_mra.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Accès MRA e-Services (TVA trimestrielle)
Date: Thu, <<day>> Jan <<year>> 10:05:33 +0400
Content-Type: text/plain; charset=utf-8

Bonjour <<first2>>,

Pour la déclaration de TVA du trimestre, voici les accès du portail de la MRA :

  Identifiant (TAN) : <<n4>><<n4>>
  Mot de passe : <<cred>>

Merci de ne pas le transférer. Je suis aux salines toute la semaine.

Cordialement,
<<first>>
""",
    "human",
)

F.reg(
    "saltpan_shop_mcb_gateway_csharp_merchant",
    ("src/Payments/McbGateway.cs", "Shop/Services/McbPayment<<n>>.cs"),
    """using System.Net.Http;
using System.Text;

namespace SalineTamarin.Shop.Payments
{
    public static class McbGateway
    {
        private const string MerchantId = "TAM<<n4>>MU";
        private const string ApiUsername = "merchant.TAM<<n4>>MU";
        private const string ApiPassword = "<<cred>>";
        private const string BaseUrl = "https://mcbmu.gateway.mastercard.com/api/rest/version/78";

        public static HttpClient Client()
        {
            var c = new HttpClient();
            var auth = System.Convert.ToBase64String(Encoding.ASCII.GetBytes($"{ApiUsername}:{ApiPassword}"));
            c.DefaultRequestHeaders.Add("Authorization", "Basic " + auth);
            return c;
        }
    }
}
""",
    "hex:32",
    syntax="",
)

F.reg(
    "saltpan_brine_node_red_settings_js_credential_secret",
    (".node-red/settings.js", "home/pi/.node-red/settings_<<n>>.js"),
    """// Node-RED settings — brine density (Baumé) sensors on the evaporation ponds
module.exports = {
    flowFile: 'flows_salinn.json',
    credentialSecret: "<<cred>>",
    uiPort: process.env.PORT || 1880,
    mqttReconnectTime: 15000,
    adminAuth: {
        type: "credentials",
        users: [{ username: "admin", password: "$2b$08$<<bh>>", permissions: "*" }]
    },
    logging: { console: { level: "info", metrics: false, audit: false } },
    editorTheme: { projects: { enabled: false } }
};
""",
    "pw_dq",
    syntax="",
    extra=lambda rng, s: {
        "bh": "".join(
            rng.choice("./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(53)
        )
    },
)


def _rtf(rng, s):
    out = []
    for ch in s["cred"]:
        o = ord(ch)
        if ch in "\\{}":
            out.append("\\" + ch)
        elif o < 128:
            out.append(ch)
        else:
            out.append("\\'" + f"{ch.encode('cp1252')[0]:02x}")
    return {"rtfpw": "".join(out)}


def _dec_rtf(text: str) -> str:
    m = re.search(r"Mot de passe : (.*?)\\par", text)
    assert m
    v = m.group(1)
    v = re.sub(r"\\'([0-9a-f]{2})", lambda x: bytes([int(x.group(1), 16)]).decode("cp1252"), v)
    return re.sub(r"\\([\\{}])", r"\1", v)


def _accent_pw(rng, s):
    w = rng.choice(("Salée", "Récolte", "Été", "Évaporé", "Marée", "Grève", "Côte"))
    return (
        f"{w}{rng.choice('!#*')}{rng.randint(1960, 2026)}{rng.choice(('sel', 'bassin', 'lamer'))}"
    )


F.reg(
    "saltpan_wordpad_rtf_note_accented_mot_de_passe",
    ("Documents/acces_<<org>>_<<n>>.rtf", "Bureau/codes_salines_<<year>>.rtf"),
    """{\\rtf1\\ansi\\ansicpg1252\\deff0\\nouicompat{\\fonttbl{\\f0\\fnil\\fcharset0 Calibri;}}
{\\*\\generator Riched20 10.0.19041}\\viewkind4\\uc1
\\pard\\sa200\\sl276\\slmult1\\f0\\fs22\\lang1036 Acc\\'e8s ordinateur bureau des salines\\par
Utilisateur : <<user>>\\par
Mot de passe : <<rtfpw>>\\par
Chang\\'e9 le <<dmy>>\\par
}
""",
    _accent_pw,
    syntax="",
    extra=_rtf,
    decode=_dec_rtf,
)

F.reg(
    "saltpan_visitor_tickets_invented_mips_key_yaml",
    ("config/tickets.yml", "deploy/<<org>>/tickets_<<n>>.yaml"),
    """tickets:
  site: "Salines de Tamarin — visites guidées"
  currency: MUR
  price_adult: 350
  gateway:
    provider: mips
    merchant_id: "<<n4>><<n4>>"
    operator_id: "op_<<n>>"
    api_key: "<<cred>>"
    callback: "https://<<dom>>/visites/retour"
""",
    "x:mips_sk_live_:32",
)

F.reg(
    "saltpan_office_wifi_qr_payload_text",
    ("scans/qr_wifi_bureau_<<n>>.txt", "Documents/wifi_qr_<<org>>.txt"),
    """WIFI:T:WPA;S:<<orgc>>-Bureau;P:<<cred>>;H:false;;
""",
    "pw_alnum",
    syntax="",
)

F.reg(
    "saltpan_accounting_powershell_securestring_plain",
    ("scripts/Export-Ventes<<n>>.ps1", "Tools/sync_compta_<<word>>.ps1"),
    """# Export des ventes de sel vers le serveur du comptable
$user = "<<org>>\\<<user>>"
$pass = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ($user, $pass)

New-PSDrive -Name "Z" -PSProvider FileSystem -Root "\\\\<<host>>\\compta" -Credential $cred
Copy-Item "C:\\Salines\\ventes_<<year>>.xlsx" "Z:\\entrees\\" -Force
Remove-PSDrive Z
""",
    "pw_dq",
    syntax="",
)
