# ruff: noqa: E501
"""Family g: bogolan (mudcloth) dyers' cooperatives and their export shops, Bamako and Ségou."""

from __future__ import annotations

import base64

from thirtyninth_spec import Fam, after, alnum, dec_b64, enc_b64, reg

F = Fam(
    name="bamako_bogolan_mudcloth_dyers",
    tlds=("ml", "org"),
    orgs=("bogolan-kene", "coop-bogolan-segou", "basilan-teinture", "kasobane-arts"),
    first=("aminata", "moussa", "fatoumata", "seydou", "mariam", "oumar", "kadiatou", "bakary"),
    last=("traore", "keita", "coulibaly", "diarra", "sangare", "toure", "konate"),
    words=(
        "bogolan",
        "basilan",
        "ngalama",
        "segou",
        "djoliba",
        "bamako",
        "faso",
        "kene",
        "banco",
        "wolo",
    ),
    pets=("wulu", "jakuma", "bani", "sira", "dogo"),
    seasons=("Samiya", "Tilema", "Fonena", "Hivernage"),
    places=("Segou", "Bamako", "Kati", "SanSan", "Mopti", "Djenne"),
)

reg(
    F,
    "bogolan_etsy_shop_ruby_shared_secret",
    ("boutique/<<org>>/lib/etsy_sync.rb", "export/<<org>>/etsy/<<n>>_listings.rb"),
    """# Synchronisation des pagnes bogolan avec la boutique Etsy
require "etsy"

Etsy.protocol = "https"
Etsy.api_key = "<<keystring>>"
Etsy.api_secret = "<<cred>>"
Etsy.environment = :production

shop = Etsy::Shop.find("<<org>>")
shop.listings(:active).each do |l|
  puts "#{l.id} #{l.title} (#{l.quantity})"
end
""",
    lambda rng: alnum(rng, 10, "abcdefghijklmnopqrstuvwxyz0123456789"),
    syntax="",
    extra=lambda rng, v: v.__setitem__(
        "keystring", alnum(rng, 24, "abcdefghijklmnopqrstuvwxyz0123456789")
    ),
)


def _orange(rng, v):
    v["basic"] = base64.b64encode(f"{alnum(rng, 32)}:{alnum(rng, 16)}".encode()).decode()
    v["needle"] = v["basic"]


reg(
    F,
    "bogolan_orange_money_bash_history_basic_header",
    ("home/<<user>>/.bash_history", "serveur/<<org>>/root_bash_history_<<n>>"),
    """cd /var/www/boutique
ls -la
tail -n 50 storage/logs/paiements.log
curl -X POST -H "Authorization: Basic <<basic>>" -H "Accept: application/json" -d "grant_type=client_credentials" https://api.orange.com/oauth/v3/token
curl -s https://api.orange.com/orange-money-webpay/ml/v1/webpayment -H "Authorization: Bearer $TOKEN" | jq .
systemctl restart php8.2-fpm
exit
""",
    "pw",
    syntax="",
    extra=_orange,
)

reg(
    F,
    "bogolan_bambara_whatsapp_mot_de_passe_reply",
    ("chat/WhatsApp Chat - Bogolan ton <<place>>.txt", "telefoni/<<user>>/whatsapp_<<n>>.txt"),
    """<<date_sl>> <<time>> - <<first_t>> <<last_t>>: I ni ce! Boutique ka mot de passe ye mun ye? N b'a fɛ ka bogolan kura foto bila
<<date_sl>> <<time>> - <<first2_t>> <<last2_t>>: A filɛ nin ye
<<date_sl>> <<time>> - <<first2_t>> <<last2_t>>: <<cred>>
<<date_sl>> <<time>> - <<first_t>> <<last_t>>: I ni ce kosɛbɛ 🙏
""",
    "human",
    syntax="",
)

reg(
    F,
    "bogolan_microfinance_logins_spreadsheetml",
    ("cooperative/<<org>>/acces_microfinance.xml", "compta/<<org>>/membres_portail_<<year>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Accès">
  <Table>
   <Row><Cell><Data ss:Type="String">Membre</Data></Cell><Cell><Data ss:Type="String">Identifiant</Data></Cell><Cell><Data ss:Type="String">Mot de passe</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<first_t>> <<last_t>></Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<first2_t>> <<last2_t>></Data></Cell><Cell><Data ss:Type="String">coop<<n>></Data></Cell><Cell><Data ss:Type="String">voir carnet</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human_xml",
)


def _apache(rng, v):
    v["basic"] = enc_b64(f"atelier:{v['cred']}")


reg(
    F,
    "bogolan_shop_apache_requestheader_basic_base64",
    ("etc/apache2/sites-available/<<org>>.conf", "boutique/<<org>>/apache/vhost_<<n>>.conf"),
    """<VirtualHost *:443>
    ServerName boutique.<<dom>>
    DocumentRoot /var/www/boutique/public

    # catalogue des pagnes servi par l'atelier (API protégée)
    ProxyPass        /catalogue http://<<ip>>:8081/api
    ProxyPassReverse /catalogue http://<<ip>>:8081/api
    RequestHeader set Authorization "Basic <<basic>>"

    SSLEngine on
    SSLCertificateFile /etc/letsencrypt/live/<<dom>>/fullchain.pem
</VirtualHost>
""",
    "pw_alnum",
    syntax="",
    extra=_apache,
    decode=lambda t: dec_b64(after(t, r'Authorization "Basic ([A-Za-z0-9+/=]+)"')).split(":", 1)[1],
)

reg(
    F,
    "bogolan_ngalama_vat_micropython_thingspeak_config",
    ("cuves/<<org>>/config.py", "capteurs/<<org>>/pompe_<<n>>/config.py"),
    """# Capteur de niveau des cuves de teinture (ngalama) - pompe solaire
WIFI_SSID = "Atelier_<<place>>"
WIFI_PASS = "<<wifi>>"
THINGSPEAK_CHANNEL = <<n4>><<n3>>
THINGSPEAK_WRITE_KEY = "<<cred>>"
INTERVALLE_S = 300
""",
    "p:thingspeak",
    extra=lambda rng, v: v.__setitem__("wifi", "bogolan" + str(rng.randint(100, 9999))),
)

reg(
    F,
    "bogolan_french_email_dhl_api_secret",
    ("mail/<<user>>/<<date>>_dhl.eml", "export/<<org>>/courrier/<<n3>>.eml"),
    """From: <<first_t>> <<last_t>> <<<email>>>
To: <<email2>>
Date: <<date_eu>> <<time>>
Subject: Identifiants API DHL Express pour les envois de pagnes
Content-Type: text/plain; charset=utf-8

Bonjour <<first2_t>>,

Voici les accès MyDHL API pour que la boutique calcule les frais de port
vers l'Europe :

  API Key : <<key>>
  API Secret : <<cred>>
  Compte : 9600<<n4>><<n>>

Merci de les mettre dans la configuration et pas dans le groupe WhatsApp.
<<first_t>>
Coopérative <<org_t>> - <<place>>
""",
    lambda rng: alnum(rng, 16),
    syntax="",
    extra=lambda rng, v: v.__setitem__("key", alnum(rng, 24)),
)

reg(
    F,
    "bogolan_webshop_deploy_pgp_private_block",
    ("deploy/<<org>>/signing-key.asc", "keys/<<org>>/boutique_<<year>>_secret.asc"),
    """# clé de signature des paquets de la boutique - NE PAS DIFFUSER
<<cred>>
""",
    "pgp",
    syntax="",
)
