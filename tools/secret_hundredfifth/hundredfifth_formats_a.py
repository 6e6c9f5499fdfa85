# ruff: noqa: E501
"""Family a: a single-screen cinema in Dakar (Senegal), French and Wolof."""

from __future__ import annotations

from hundredfifth_spec import Fam, dec_qp, enc_qp, grab, pick

F = Fam(
    name="singlescreen_cinema_dakar_wolof",
    orgs=("cinebaobab", "teranganight", "cinesandaga"),
    tld="sn",
    first=(
        "Amadou|amadou",
        "Fatou|fatou",
        "Moussa|moussa",
        "Aïssatou|aissatou",
        "Ousmane|ousmane",
        "Mariama|mariama",
        "Cheikh|cheikh",
        "Ndèye|ndeye",
        "Khady|khady",
    ),
    last=(
        "Diop|diop",
        "Ndiaye|ndiaye",
        "Fall|fall",
        "Sow|sow",
        "Mbaye|mbaye",
        "Sarr|sarr",
        "Guèye|gueye",
        "Faye|faye",
    ),
    words=(
        "teranga",
        "baobab",
        "sandaga",
        "thiossane",
        "jamm",
        "ndakarou",
        "goree",
        "mbalax",
        "yassa",
        "sabar",
        "lionsdelateranga",
        "medina",
        "plateau",
        "ecran",
        "bobine",
    ),
    pets=("simba", "milou", "bijou", "doudou", "kiki", "gaindé"),
    cc="221",
    city="Dakar",
)

F.reg(
    "dakarcine_ims3000_ingest_ftp_ini",
    ("cabine/ingest/<<org>>_ims.ini", "C:/Cabine/dcp_ingest.ini"),
    """; Ingest DCP vers le serveur Dolby IMS3000 de la salle unique
; mis à jour par <<fn>> le <<dmy>>
[ims3000]
host = <<ip>>
ftp_port = 21
ftp_user = ingest
ftp_password = <<cred>>
library = /ingest

[tms]
kdm_inbox = C:/Cabine/KDM
notify = <<email>>
""",
    "pw",
)

F.reg(
    "dakarcine_whatsapp_wolof_french_wifi_salle",
    (
        "exports/WhatsApp Chat avec Équipe <<org>>.txt",
        "whatsapp/Discussion WhatsApp cabine <<n>>.txt",
    ),
    """<<dmy>> <<time>> - <<fn>> <<ln>>: Salaam aleekum, wifi bu bess bi ci salle bi, nan la tudd?
<<dmy>> <<time>> - <<fn2>>: Réseau <<org>>-Public, mot de passe bi moo: <<cred>>
<<dmy>> <<time2>> - <<fn>> <<ln>>: Jërëjëf 🙏 dinaa ko jox spectateurs yi
<<dmy>> <<time2>> - <<fn2>>: Bul ko bind ci affiche bi !
""",
    "human",
)

F.reg(
    "dakarcine_wave_checkout_session_php",
    ("billetterie/wave/checkout.php", "wp-content/plugins/<<org>>-tickets/wave.php"),
    """<?php
// Paiement des billets par Wave Sénégal (Checkout API)
const WAVE_API_KEY = '<<cred>>';

function creer_session_wave(int $montant, string $seance): array {
    $ch = curl_init('https://api.wave.com/v1/checkout/sessions');
    curl_setopt_array($ch, [
        CURLOPT_POST => true,
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_HTTPHEADER => ['Authorization: Bearer ' . WAVE_API_KEY, 'Content-Type: application/json'],
        CURLOPT_POSTFIELDS => json_encode([
            'amount' => (string) $montant,
            'currency' => 'XOF',
            'success_url' => 'https://<<dom>>/merci?seance=' . $seance,
            'error_url' => 'https://<<dom>>/erreur',
        ]),
    ]);
    return json_decode(curl_exec($ch), true);
}
""",
    "p:wave",
    syntax="",
)

F.reg(
    "dakarcine_paydunya_dotenv_private_key",
    ("billetterie/.env", "site/<<org>>/.env.production"),
    """APP_NAME="<<org>> billetterie"
APP_URL=https://<<dom>>
PAYDUNYA_MODE=live
PAYDUNYA_MASTER_KEY=<<master>>
PAYDUNYA_PRIVATE_KEY=<<cred>>
PAYDUNYA_PUBLIC_KEY=live_public_<<pub_k>>
PAYDUNYA_TOKEN=<<tok>>
MAIL_FROM=<<email>>
""",
    "p:paydunya",
    syntax="",
    extra=lambda rng, s: {
        "master": f"{rng.randbytes(4).hex()}-{rng.randbytes(2).hex()}-{rng.randbytes(2).hex()}-{rng.randbytes(2).hex()}-{rng.randbytes(6).hex()}",
        "pub_k": rng.randbytes(12).hex(),
        "tok": rng.randbytes(10).hex(),
    },
)

F.reg(
    "dakarcine_projectionniste_cahier_passation_kdm_mail",
    ("cabine/passation_<<date>>.txt", "Documents/cahier de cabine <<n>>.txt"),
    """CAHIER DE PASSATION — cabine <<org>>
Date : <<dmy>>   Projectionniste sortant : <<fn>> <<ln>>

- Séance de 21h : bobine OK, lampe à <<nn>>% de vie.
- Les KDM arrivent sur la boîte kdm@<<dom>>
  identifiant : kdm@<<dom>>
  mdp :
  <<cred>>
- Ne pas redémarrer le serveur pendant l'ingest.
""",
    "human",
)

F.reg(
    "dakarcine_mikrotik_hotspot_export_rsc",
    ("reseau/mikrotik_<<date>>.rsc", "backup/hAP-salle.rsc"),
    """# <<date>> by RouterOS 7.14.3
# software id = <<sid>>
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=cabine supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n country=senegal mode=ap-bridge security-profile=cabine ssid=<<org>>-Cabine
/ip address
add address=<<gw>>/24 interface=bridge network=<<gw>>
""",
    "pw_bare",
    extra=lambda rng, s: {
        "sid": f"{rng.randbytes(2).hex().upper()}-{rng.randbytes(2).hex().upper()}"
    },
)

F.reg(
    "dakarcine_affiches_smbclient_bash_history",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    """ls /mnt/affiches
smbclient -L //<<ip>> -N
smbclient //<<ip>>/Affiches -U <<user>>%<<cred>> -c 'put affiche_semaine.pdf'
lpstat -p
exit
""",
    "pw_bare",
)


def _qp_mail(s: dict) -> str:
    body = f"""Bonjour {s["fn2"]},

Je t'envoie l'accès à la page Facebook du cinéma pour la programmation de la semaine.
Identifiant : {s["email"]}
Mot de passe : {s["cred"]}

Merci de changer après la séance de samedi.
{s["fn"]} {s["ln"]}
"""
    return f"""From: {s["fn"]} {s["ln"]} <{s["email"]}>
To: {s["email2"]}
Subject: =?UTF-8?Q?Acc=C3=A8s_page_Facebook_cin=C3=A9ma?=
Date: Mon, 3 Mar {s["year"]} 10:12:00 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

{enc_qp(body)}"""


F.reg(
    "dakarcine_facebook_page_mail_quoted_printable",
    ("mail/Envoyés/<<id>>.eml", "Thunderbird/Sent/<<id>>.eml"),
    _qp_mail,
    lambda rng: (
        f"{pick(rng, ('Téranga', 'Gorée', 'Médina', 'Thiébou', 'Séance'))}{rng.randint(2019, 2026)}{pick(rng, '!@#*')}"
    ),
    syntax="",
    decode=lambda t: grab(dec_qp(t.split("\n\n", 1)[1]), r"Mot de passe : (\S+)"),
)
