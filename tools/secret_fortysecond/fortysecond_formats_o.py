"""Family o: a squero (traditional boatyard for gondolas) in Venice (Italy)."""

from fortysecond_spec import family, ipynb, jwt_hs

F = family(
    "squero_venice",
    ("squerovento",),
    "it",
    ("Gianni", "Lucia", "Marco", "Elena", "Tiziano", "Chiara"),
    ("Tramontin", "Bonaldo", "Zanon", "Vianello", "Scarpa", "Busetto"),
    (
        "forcola",
        "remo",
        "squero",
        "felze",
        "laguna",
        "rovere",
        "larice",
        "traghetto",
        "redentore",
        "sandolo",
    ),
    ("primavera", "estate", "autunno", "inverno", "carnevale"),
    "39",
)

F.reg(
    "squero_italian_email_pec_password",
    ("Posta/PEC/<<date>>.eml", "Thunderbird/<<fa>>/pec_<<n4>>.eml"),
    """From: <<first2>> <<email2>>
To: <<email>>
Subject: Credenziali casella PEC
Date: <<date>>
Content-Type: text/plain; charset=utf-8

Ciao <<first>>,
ti giro le credenziali della PEC dello squero (Aruba):
utente: squero.<<org>>@pec.it
password: <<cred>>
Mi raccomando, non inoltrare.
<<first2>>
""",
    "human",
)

F.reg(
    "squero_venetian_whatsapp_password",
    ("WhatsApp Chat with <<first>>.txt", "chats/squero_<<fa>>_<<year>>.txt"),
    """[<<dmy>>, <<time>>:05] <<first>> <<last>>: ciò, te ga la password del wifi del squero?
[<<dmy>>, <<time>>:31] <<first2>>: <<cred>>
[<<dmy>>, <<time>>:40] <<first>> <<last>>: grassie 👍
""",
    "human",
)

F.reg(
    "squero_fatture_in_cloud_token_python",
    ("<<org>>_fatture/export.py", "home/<<fa>>/contabilita/fic_<<n>>.py"),
    """import fattureincloud_python_sdk as fic

conf = fic.Configuration(access_token="a/<<cred>>")
with fic.ApiClient(conf) as client:
    api = fic.IssuedDocumentsApi(client)
    docs = api.list_issued_documents(<<n6>>, "invoice")
    print(len(docs.data), "fatture")
""",
    lambda rng, s: jwt_hs(rng, {"ref": s["hx"], "iss": "fattureincloud", "exp": 1893456000}),
)

F.reg(
    "squero_tide_gauge_ftplib_upload_py",
    ("marea/<<fa>>_upload.py", "home/pi/mareografo<<n>>/invia.py"),
    """from ftplib import FTP

with FTP("ftp.<<dom>>") as ftp:
    ftp.login(user="marea", passwd="<<cred>>")
    with open("livelli.csv", "rb") as f:
        ftp.storbinary("STOR livelli.csv", f)
""",
    "pw_dq",
)

F.reg(
    "squero_nexi_xpay_mac_key_properties",
    (
        "<<org>>-prenotazioni/src/main/resources/nexi.properties",
        "prenota<<n>>/config/nexi.properties",
    ),
    """nexi.alias=ALIAS_WEB_<<n6>>
nexi.chiaveSegretaMac=<<cred>>
nexi.url=https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet
nexi.urlBack=https://<<dom>>/annulla
""",
    "alnum:32",
)

F.reg(
    "squero_synology_rsync_password_file_history",
    ("root/.bash_history", "home/<<fa>>/.bash_history_<<n>>"),
    """echo '<<cred>>' > /etc/rsync_squero.pass
chmod 600 /etc/rsync_squero.pass
rsync -av --password-file=/etc/rsync_squero.pass /volume1/disegni/ rsync://backup@<<ip>>/squero
""",
    "pw_sq",
)

F.reg(
    "squero_timber_suppliers_csv_semicolon",
    ("Fornitori_legname_<<year>>.csv", "Documenti/<<fa>>/fornitori_<<n3>>.csv"),
    """Fornitore;Portale;Utente;Password;Note
Legnami <<last>>;https://ordini.<<dom>>;<<user>>;<<cred>>;larice e rovere
Segheria Cadore;https://cadore-legno.it;squero<<n>>;chiedere a Gianni;
""",
    "pw_alnum",
)

F.reg(
    "squero_bookings_ipynb_sendgrid_key",
    ("notebooks/visite_<<year>>.ipynb", "Users/<<fa>>/visite_squero_<<n>>.ipynb"),
    lambda s: ipynb(
        [
            ("md", "### Promemoria visite guidate allo squero", None),
            (
                "code",
                f'import sendgrid\nsg = sendgrid.SendGridAPIClient(api_key="{s["cred"]}")',
                None,
            ),
            (
                "code",
                "r = sg.client.mail.send.post(request_body=msg)\nprint(r.status_code)",
                "202\n",
            ),
        ]
    ),
    "p:sendgrid",
)
