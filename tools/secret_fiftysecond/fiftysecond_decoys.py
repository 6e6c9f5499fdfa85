# ruff: noqa: E501
"""Decoys of the fifty-second corpus: files like the planted ones that hold no real
credential, three per family, each with its ``why``."""

from __future__ import annotations

from fiftysecond_formats_a import F as FA
from fiftysecond_formats_b import F as FB
from fiftysecond_formats_c import F as FC
from fiftysecond_formats_d import F as FD
from fiftysecond_formats_e import F as FE
from fiftysecond_formats_f import F as FF
from fiftysecond_formats_g import F as FG
from fiftysecond_formats_h import F as FH
from fiftysecond_formats_i import F as FI
from fiftysecond_formats_j import F as FJ
from fiftysecond_formats_k import F as FK
from fiftysecond_formats_l import F as FL
from fiftysecond_formats_m import F as FM
from fiftysecond_formats_n import F as FN
from fiftysecond_formats_o import F as FO
from fiftysecond_formats_p import F as FP
from fiftysecond_spec import hexs, regd

DECOYS = [
    # a — Atacama observatory
    (
        FA,
        "opt/tcs/etc/tcs_<<org>>.ini",
        "; Telescope Control System\n[archive]\ndriver = postgresql\nhost = <<host>>\ndatabase = obslog\nuser = tcs_writer\npassword = ${TCS_ARCHIVE_PASSWORD}\nsslmode = require\n",
        "the archive password is a ${...} reference filled from the environment at start-up",
        None,
    ),
    (
        FA,
        "Descargas/Chat de WhatsApp con Turno Noche <<org>>.txt",
        "<<dmys>>, <<hm>> - <<first2>>: alguien tiene la clave del VPN?\n<<dmys>>, <<hm>> - <<first>> <<last>>: te la mandé por Signal, no la pongo acá\n<<dmys>>, <<hm2>> - <<first2>>: ok gracias\n",
        "a chat that talks about the VPN password but never contains it (sent through another channel)",
        "",
    ),
    (
        FA,
        "home/<<user>>/jobs/casa_imaging_<<n>>.sbatch",
        "#!/bin/bash\n#SBATCH --job-name=casa-img-<<n>>\n#SBATCH --partition=astro\nmodule load casa/6.6.4 awscli/2.15\n# credenciales desde el perfil, no en el script\nexport AWS_PROFILE=archivo-visibilidades\naws s3 sync s3://visibilidades/uid___A00<<n>>/ $SLURM_TMPDIR/ms/\n",
        "the job uses a named AWS profile from ~/.aws; the script holds no key",
        "",
    ),
    # b — French hospital imaging
    (
        FB,
        "etc/orthanc/orthanc.json",
        '{\n  "Name": "PACS-RECHERCHE-<<n>>",\n  "AuthenticationEnabled": true,\n  "RegisteredUsers": {},\n  "Plugins": ["/usr/share/orthanc/plugins/libOrthancAuthorization.so"],\n  "Authorization": {"WebServiceRootUrl": "http://auth.<<dom>>:8000/"}\n}\n',
        "RegisteredUsers is empty; authentication is delegated to an external authorization service",
        None,
    ),
    (
        FB,
        "etc/ipsec.secrets",
        "# ipsec.secrets - tunnel téléradiologie\n# authentification par certificat depuis <<date>>\n: RSA /etc/ipsec.d/private/teleradio.key\n",
        "the tunnel authenticates with a certificate: the line names the key file, no pre-shared key",
        "",
    ),
    (
        FB,
        "Mail/INBOX/cur/<<n6>>.<<org>>:2,S",
        "From: <<first>> <<last>> <<<email>>>\nTo: <<email2>>\nSubject: Accès console IRM 3T\nContent-Type: text/plain; charset=utf-8\n\nBonjour,\n\nLe mot de passe du compte « recherche » a été réinitialisé. Pour le récupérer,\nappelez le poste 4<<n3>> : nous ne l'envoyons plus par courriel.\n\nCordialement,\n<<first>>\n",
        "an e-mail about a reset password that deliberately does not include it",
        "",
    ),
    # c — German HPC
    (
        FC,
        "etc/slurm/slurmdbd.conf",
        "AuthType=auth/munge\nDbdHost=slurmdb<<n>>\nStorageType=accounting_storage/mysql\nStorageHost=<<host>>\nStorageUser=slurm\n# StoragePass steht in /etc/slurm/slurmdbd.pass (Include)\nInclude /etc/slurm/slurmdbd.pass\nStorageLoc=slurm_acct_db\n",
        "the storage password is kept in a separate included file; this one has none",
        "",
    ),
    (
        FC,
        "etc/jupyterhub/jupyterhub_config.py",
        'import os\n\nc = get_config()  # noqa\nc.GenericOAuthenticator.client_id = "jupyterhub-lehre"\nc.GenericOAuthenticator.client_secret = os.environ["OAUTH_CLIENT_SECRET"]\n',
        "the client secret is read from the environment at run time",
        None,
    ),
    (
        FC,
        "home/<<user>>/.ssh/id_ed25519.pub",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<hexid>><<hexid>>Qk9w <<user>>@login.hpc.<<dom>>\n",
        "an SSH public key, meant to be shared",
        "",
    ),
    # d — Brazilian clinical trials
    (
        FD,
        "var/www/html/redcap/database.php",
        "<?php\n$hostname = '<<host>>';\n$db       = 'redcap';\n$username = 'redcap_app';\n$password = getenv('REDCAP_DB_PASSWORD');\n$salt     = getenv('REDCAP_SALT');\n",
        "database password and salt come from getenv(); no literal value",
        "",
    ),
    (
        FD,
        "analises/<<word>>/01_importar_redcap.R",
        '# Exportação dos dados\nlibrary(REDCapR)\nuri   <- "https://redcap.<<dom>>/api/"\ntoken <- Sys.getenv("REDCAP_TOKEN_<<n3>>")  # definido no ~/.Renviron\nds <- redcap_read(redcap_uri = uri, token = token)$data\n',
        "the REDCap token is read with Sys.getenv from ~/.Renviron",
        "",
    ),
    (
        FD,
        "Compartilhado/Ensaio/hash_arquivos_<<year>>.txt",
        "SHA256 (export_visitas_<<date>>.csv) = "
        + "<<sha>>"
        + "\nSHA256 (dicionario_dados.pdf) = <<sha2>>\n",
        "SHA-256 checksums of exported files, published for integrity checks; not secrets",
        "",
    ),
    # e — Russian school
    (
        FE,
        "var/www/moodle/config.php",
        "<?php\nunset($CFG);\nglobal $CFG;\n$CFG = new stdClass();\n$CFG->dbtype = 'pgsql';\n$CFG->dbhost = '<<host>>';\n$CFG->dbuser = 'moodleuser';\n$CFG->dbpass = '';  // вход по сертификату клиента (pg_hba cert)\n$CFG->wwwroot = 'https://do.<<dom>>';\n",
        "dbpass is empty: the database uses client-certificate authentication",
        "",
    ),
    (
        FE,
        "Рабочий стол/Памятка новым учителям <<year>>-<<n>>.txt",
        "ПАМЯТКА\n1. Электронный журнал: вход через Госуслуги.\n2. Wi-Fi в учительской: пароль на наклейке под роутером, каб. <<n3>>.\n3. Пароль никому не пересылайте.\n",
        "a memo that points to where the Wi-Fi password is, without it",
        "",
    ),
    (
        FE,
        "Обмен/логины_<<n>>Б_<<year>>.csv",
        "ФИО;Класс;Логин;Пароль;Выдано\n<<last>> <<first>>;<<n>>Б;uch<<n4>>;********;<<dmy>>\n<<last>> <<first2>>;<<n>>Б;uch<<n6>>;********;<<dmy>>\n",
        "the password column is masked with asterisks",
        "",
    ),
    # f — Moroccan pharmacy
    (
        FF,
        "commande-grossiste/.env.example",
        "GROSSISTE_BASE_URL=https://api.repartiteur.ma/v2\nGROSSISTE_CLIENT_CODE=PH000000\nGROSSISTE_API_KEY=your_api_key_here\n",
        "an .env.example template with an obvious placeholder",
        "",
    ),
    (
        FF,
        "etc/odoo/odoo.conf",
        "[options]\naddons_path = /opt/odoo17/addons\nadmin_passwd = $pbkdf2-sha512$600000$<<hexid>>$<<sha>>\ndb_host = <<host>>\ndb_user = odoo\ndb_password = False\n",
        "admin_passwd is stored as a pbkdf2-sha512 hash (Odoo hashes it on first save), not the password",
        None,
    ),
    (
        FF,
        "WhatsApp Chat with صيدلية النور - المداومة.txt",
        "<<dmys>> <<hm>> - <<first2>>: البرنامج طلب كلمة السر\n<<dmys>> <<hm>> - <<first>> <<last>>: عيط للتقني، هو لي عندو كلمة السر الجديدة\n",
        "a chat mentioning the password but only pointing to the technician",
        "",
    ),
    # g — Indian pathology lab
    (
        FG,
        "inetpub/NidanLIMS/appsettings.json",
        '{\n  "ConnectionStrings": {\n    "LimsDb": "Server=<<host>>,1433;Database=NidanLIMS;Integrated Security=SSPI;TrustServerCertificate=True"\n  },\n  "AllowedHosts": "*"\n}\n',
        "Windows integrated authentication: the connection string carries no password",
        None,
    ),
    (
        FG,
        "home-collection-api/config/payment.js",
        'module.exports = {\n  razorpay: {\n    keyId: "rzp_live_<<hexid>>",\n    keySecret: process.env.RAZORPAY_KEY_SECRET,\n  },\n};\n',
        "only the public key id is literal; the secret comes from process.env",
        "",
    ),
    (
        FG,
        "Download/whatsapp_lab_<<n>>.txt",
        "<<dmys>>, <<hm>> - <<first2>>: सर, पासवर्ड क्या है?\n<<dmys>>, <<hm>> - <<first>> <<last>>: पासवर्ड रजिस्टर में लिखा है, रिसेप्शन पर पूछ लो\n",
        "a chat that refers to a register, with no password in it",
        "",
    ),
    # h — Japanese library
    (
        FH,
        "dspace/config/local.cfg",
        "dspace.dir = /dspace\ndb.url = jdbc:postgresql://<<host>>:5432/dspace\ndb.username = dspace\ndb.password = ${env:DSPACE_DB_PASSWORD}\n",
        "db.password is an ${env:...} reference resolved by DSpace at start-up",
        "",
    ),
    (
        FH,
        "docs/ojs_install_memo.md",
        "# OJS 設置メモ\n\n`config.inc.php` の `[database]` に次のように書く（値は例）：\n\n```\nusername = ojs\npassword = <パスワード>\n```\n\n本番の値はパスワード管理ツールに保存すること。\n",
        "installation notes with a placeholder <パスワード> where the value would be",
        "",
    ),
    (
        FH,
        "notebooks/scopus_hiinyou_<<year>>.ipynb",
        '{"cells": [{"cell_type": "code", "execution_count": 1, "metadata": {}, "outputs": [], "source": ["import os\\n", "APIKEY = os.environ[\\"ELSEVIER_APIKEY\\"]\\n"]}], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}\n',
        "the notebook reads the API key from the environment",
        "json",
    ),
    # i — Shenzhen sequencing core
    (
        FI,
        "data/P<<year>><<n3>>/md5sum.txt",
        "<<md5>>  P<<year>><<n3>>_S1_R1.fastq.gz\n<<md5b>>  P<<year>><<n3>>_S1_R2.fastq.gz\n",
        "MD5 checksums of delivered FASTQ files, not secrets",
        "",
    ),
    (
        FI,
        "home/<<user>>/.ossutilconfig",
        "[Credentials]\nlanguage=CH\nendpoint=oss-cn-shenzhen.aliyuncs.com\nmode=EcsRamRole\necsRoleName=seq-delivery-role\n",
        "uses the ECS instance RAM role: no access key pair in the file",
        "ini",
    ),
    (
        FI,
        "邮件/测序数据交付_<<n>>.eml",
        "From: <<email>>\nTo: <<email2>>\nSubject: 测序数据已交付\nContent-Type: text/plain; charset=UTF-8\n\n老师您好：\n数据已上传，下载链接和提取码将通过短信单独发送。\n",
        "a delivery e-mail that says the access code is sent separately",
        "",
    ),
    # j — Indonesian pesantren
    (
        FJ,
        "var/www/rapor/.env.example",
        'APP_NAME="Rapor Digital"\nDB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_DATABASE=rapor_ma\nDB_USERNAME=rapor\nDB_PASSWORD=\n',
        "Laravel .env.example with an empty DB_PASSWORD",
        "",
    ),
    (
        FJ,
        "public_html/notif/kirim_wa.php",
        "<?php\n$token = getenv('FONNTE_TOKEN');\nfunction kirim_wa($target, $pesan) { /* ... */ }\n",
        "the gateway token comes from getenv()",
        "",
    ),
    (
        FJ,
        "home/<<user>>/.docker/config.json",
        '{\n\t"auths": {\n\t\t"registry.<<dom>>": {}\n\t},\n\t"credsStore": "pass"\n}\n',
        "Docker stores registry credentials in the pass credential helper; auths entry is empty",
        None,
    ),
    # k — Turkish congress organiser
    (
        FK,
        "kayit-sistemi/.env.example",
        "IYZICO_BASE_URL=https://sandbox-api.iyzipay.com\nIYZICO_API_KEY=sandbox-xxxxxxxx\nIYZICO_SECRET_KEY=sandbox-xxxxxxxx\n",
        "template with xxxxxxxx placeholders for the sandbox",
        "",
    ),
    (
        FK,
        "boot/wpa_supplicant.conf",
        'ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\ncountry=TR\nnetwork={\n    ssid="KONGRE-MISAFIR"\n    key_mgmt=NONE\n}\n',
        "an open guest network: key_mgmt=NONE, no psk",
        "",
    ),
    (
        FK,
        "Posta/Gelen/otel_blok_<<n>>.eml",
        "From: <<email2>>\nTo: <<email>>\nSubject: Extranet şifre sıfırlama\nContent-Type: text/plain; charset=UTF-8\n\nMerhaba,\nŞifrenizi sıfırlamak için aşağıdaki bağlantıyı kullanın (24 saat geçerli):\nhttps://extranet.<<dom>>/reset?ticket=<<uuid>>\n",
        "a password-reset mail; the link carries a single-use ticket that expires, not a password",
        "",
    ),
    # l — Kilifi field station
    (
        FL,
        "reimburse/mpesa_b2c.py",
        'import os\n\nCONSUMER_KEY = os.environ["DARAJA_CONSUMER_KEY"]\nCONSUMER_SECRET = os.environ["DARAJA_CONSUMER_SECRET"]\n',
        "both Daraja values are read from the environment",
        None,
    ),
    (
        FL,
        "scripts/dhis2_push_aggregate.py",
        '"""Push aggregates to DHIS2."""\nimport netrc\n\nlogin, _, password = netrc.netrc().authenticators("hiskenya.<<dom>>")\nAUTH = (login, password)\n',
        "credentials come from ~/.netrc at run time",
        None,
    ),
    (
        FL,
        "WhatsApp Chat with Timu ya Shambani <<n>>.txt",
        "<<dmys>>, <<hm>> - <<first2>>: Nenosiri la tablet ni nini?\n<<dmys>>, <<hm>> - <<first>> <<last>>: Muulize msimamizi wa kituo, siwezi kuliandika hapa\n",
        "a chat that refuses to write the password",
        "",
    ),
    # m — Vietnamese hospital
    (
        FM,
        "opt/mirthconnect/conf/mirth.properties",
        "http.port = 8080\ndatabase = derby\ndatabase.url = jdbc:derby:${dir.appdata}/mirthdb;create=true\ndatabase.username =\ndatabase.password =\n",
        "embedded Derby database with empty username and password",
        "",
    ),
    (
        FM,
        "opt/mirthconnect/certs/hl7-gateway.crt",
        "-----BEGIN CERTIFICATE-----\nMIIB<<b64cert>>\n-----END CERTIFICATE-----\n",
        "a public certificate, not a private key",
        "",
    ),
    (
        FM,
        "lis-api/.env.sample",
        "NODE_ENV=development\nPORT=3000\nJWT_SECRET=changeme\nJWT_EXPIRES=8h\n",
        "sample environment file with JWT_SECRET=changeme",
        "",
    ),
    # n — Polish student government
    (
        FN,
        "public_html/wp-config-sample.php",
        "<?php\ndefine( 'DB_NAME', 'database_name_here' );\ndefine( 'DB_USER', 'username_here' );\ndefine( 'DB_PASSWORD', 'password_here' );\ndefine( 'DB_HOST', 'localhost' );\n",
        "the WordPress sample config shipped with placeholders",
        "",
    ),
    (
        FN,
        "Pobrane/Dostępy zarządu - Arkusz1.csv",
        "Serwis,Login,Hasło,Kto ma dostęp,Uwagi\nInstagram,samorzad.<<org>>,w Bitwardenie,<<first>> <<last>>,\nCanva,zarzad@<<dom>>,logowanie przez Google,wszyscy,\n",
        "the password column says where the passwords are kept (Bitwarden, Google SSO)",
        "",
    ),
    (
        FN,
        "bot-samorzad/README.md",
        "# Bot samorządu\n\nSkopiuj `.env.example` do `.env` i wklej token bota z Discord Developer Portal:\n\n```\nDISCORD_TOKEN=<token>\n```\n",
        "README with a <token> placeholder",
        "",
    ),
    # o — Athens archive
    (
        FO,
        "var/www/omeka-s/config/database.ini",
        'user     = "omeka"\npassword = ""\ndbname   = "omeka_ekthesi"\nhost     = "localhost"\nunix_socket = "/run/mysqld/mysqld.sock"\n',
        "empty password: MariaDB unix_socket authentication for the omeka system user",
        "",
    ),
    (
        FO,
        "home/<<user>>/.bash_history",
        "mysql -h <<host>> -u atom -p atom < /backup/atom/atom_<<date>>.sql\nphp symfony search:populate\n",
        "mysql -p without a value prompts for the password",
        "",
    ),
    (
        FO,
        "allilografia/sftp_anadoxos_<<n>>.eml",
        "From: <<email2>>\nTo: <<email>>\nSubject: Παράδοση ψηφιακών αρχείων\nContent-Type: text/plain; charset=UTF-8\n\nΚαλησπέρα σας,\nΘα σας στείλουμε τον κωδικό με SMS. Το δακτυλικό αποτύπωμα του κλειδιού του διακομιστή:\nSHA256:<<fp>>\n",
        "only the server's host-key fingerprint, which is public; the password goes by SMS",
        "",
    ),
    # p — Tbilisi dental clinic
    (
        FP,
        "mziani_booking/settings/production.py",
        'import os\n\nTBC_PAY = {\n    "CLIENT_ID": os.environ["TBC_CLIENT_ID"],\n    "CLIENT_SECRET": os.environ["TBC_CLIENT_SECRET"],\n}\n',
        "payment credentials from the environment",
        None,
    ),
    (
        FP,
        "etc/restic/clinic-backup.env",
        "export RESTIC_REPOSITORY=b2:mziani-backup:/clinic\nexport RESTIC_PASSWORD_FILE=/etc/restic/repo.pass\nexport B2_ACCOUNT_KEY_FILE=/etc/restic/b2.key\n",
        "only paths to password and key files",
        "",
    ),
    (
        FP,
        "Desktop/შენიშვნა სკანერი.txt",
        "ინტრაორალური სკანერი\nWindows: scanner\nპაროლი: ადმინისტრატორთან\n",
        "the note says to ask the administrator for the password",
        "",
    ),
]


def _extra(rng, s) -> None:
    s["sha"] = hexs(rng, 64)
    s["sha2"] = hexs(rng, 64)
    s["md5"] = hexs(rng, 32)
    s["md5b"] = hexs(rng, 32)
    s["b64cert"] = "".join(
        rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        for _ in range(60)
    )
    s["fp"] = "".join(
        rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        for _ in range(43)
    )


for _fam, _path, _tmpl, _why, _syn in DECOYS:
    regd(_fam, _path, _tmpl, _why, _syn, extra=_extra)
