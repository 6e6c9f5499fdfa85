"""Family legacy_4gl_client_server: 4GL and client/server-era sources and IBM i CL programs."""

from __future__ import annotations

import random

from eleventh_corpus import (
    Out,
    fill,
    fmt,
    gen_pw,
    host,
    pick,
    user,
    words_pw,
)

F = "legacy_4gl_client_server"
SYM_4GL = "#*+-_.?@^~=:"


@fmt(F, "powerbuilder_sqlca_logpass_assignment_open_event")
def powerbuilder(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="#*+-_.?@^=:")
    text = fill(
        """// Open event of application object <<app>>
SQLCA.DBMS       = "MSOLEDBSQL SQL Server"
SQLCA.ServerName = "<<srv>>"
SQLCA.LogId      = "<<u>>"
SQLCA.LogPass    = "<<pw>>"
SQLCA.AutoCommit = False
SQLCA.DBParm     = "Database='<<db>>',Provider='MSOLEDBSQL',TrustServerCertificate=1"

CONNECT USING SQLCA;
IF SQLCA.SQLCode <> 0 THEN
	MessageBox("Connect failed", SQLCA.SQLErrText, StopSign!)
	HALT CLOSE
END IF

Open(w_main)
""",
        app=pick(rng, ("a_orders", "a_lager", "a_billing")),
        srv=host(rng, "sql"),
        u=pick(rng, ("pbapp", user(rng))),
        pw=pw,
        db=pick(rng, ("Orders", "Lager", "Billing")),
    )
    return Out(
        pick(rng, ("src/a_orders.sra", "pb/app_open.srs", "export/a_billing_open.sru")),
        text,
        pw,
        "",
    )


@fmt(F, "openedge_pf_parameter_file_capital_u_p_flags")
def openedge_pf(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="#*+-_.?@^~")
    db = pick(rng, ("sports2020", "erpdb", "mfgsys"))
    text = fill(
        """# client connection parameters for the <<db>> database
-db <<db>> -H <<h>> -S <<port>> -N TCP
-U <<u>> -P <<pw>>
-ld live
-d dmy -E
-cpinternal utf-8 -cpstream utf-8
-Bt 2048 -mmax 65534 -TB 31 -TM 32
""",
        db=db,
        h=host(rng, "oe"),
        port=rng.randint(20000, 29999),
        u=pick(rng, ("batchusr", user(rng))),
        pw=pw,
    )
    return Out(pick(rng, (f"conf/{db}.pf", f"progress/{db}_client.pf", "startup.pf")), text, pw, "")


@fmt(F, "openedge_abl_connect_statement_capital_p_option")
def openedge_abl(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="#*+-_.?@^~")
    text = fill(
        """/* nightly-export.p -- dump open orders to CSV */
DEFINE VARIABLE cOut AS CHARACTER NO-UNDO INITIAL "/data/export/orders.csv".

CONNECT -db <<db>> -H <<h>> -S <<port>> -U <<u>> -P <<pw>> -ld live NO-ERROR.
IF ERROR-STATUS:ERROR THEN DO:
    MESSAGE "connect failed:" ERROR-STATUS:GET-MESSAGE(1).
    QUIT.
END.

OUTPUT TO VALUE(cOut).
FOR EACH live.Order NO-LOCK WHERE live.Order.OrderStatus = "Open":
    EXPORT DELIMITER ";" live.Order.OrderNum live.Order.CustNum live.Order.OrderDate.
END.
OUTPUT CLOSE.
DISCONNECT live.
""",
        db=pick(rng, ("sports2020", "erpdb", "orders")),
        h=host(rng, "oe"),
        port=rng.randint(20000, 29999),
        u=pick(rng, ("export", user(rng))),
        pw=pw,
    )
    return Out(
        pick(rng, ("src/nightly-export.p", "batch/nightly-export.p", "abl/export_orders.p")),
        text,
        pw,
        "",
    )


@fmt(F, "informix_4gl_connect_to_user_using_literal")
def informix4gl(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="#*+-_.?@^~=:")
    text = fill(
        """MAIN
    DEFINE l_cnt INTEGER

    WHENEVER ERROR STOP
    CONNECT TO "<<db>>@<<srv>>" USER "<<u>>" USING "<<pw>>"

    SELECT COUNT(*) INTO l_cnt FROM stock WHERE unit_price > 100
    DISPLAY "expensive items: ", l_cnt

    DISCONNECT CURRENT
END MAIN
""",
        db=pick(rng, ("stores_demo", "lager", "billing")),
        srv=pick(rng, ("ol_prod", "ids_main", "ifx_live")),
        u=user(rng),
        pw=pw,
    )
    return Out(
        pick(rng, ("src/stock_report.4gl", "4gl/stock_report.4gl", "reports/stock.4gl")),
        text,
        pw,
        "",
    )


@fmt(F, "delphi_dfm_firedac_connection_params_strings_password")
def delphi(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="#*+-_.?@^~:")
    text = fill(
        """object DataModule1: TDataModule1
  OldCreateOrder = False
  Height = 250
  Width = 400
  object FDConnection1: TFDConnection
    Params.Strings = (
      'Database=<<db>>'
      'User_Name=<<u>>'
      'Password=<<pw>>'
      'Server=<<h>>'
      'Port=5432'
      'DriverID=PG')
    LoginPrompt = False
    Left = 48
    Top = 32
  end
  object FDQuery1: TFDQuery
    Connection = FDConnection1
    Left = 152
    Top = 32
  end
end
""",
        db=pick(rng, ("warehouse", "kasse", "praxis")),
        u=user(rng),
        pw=pw,
        h=host(rng, "pg"),
    )
    return Out(pick(rng, ("src/DataModule.dfm", "Unit2.dfm", "Forms/dmMain.dfm")), text, pw, "")


@fmt(F, "visual_foxpro_sqlstringconnect_odbc_pwd")
def vfp(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="#*+-_.?@^~")
    text = fill(
        """* sync_customers.prg
LOCAL lnHandle, lcConn
lcConn = "DRIVER={SQL Server};SERVER=<<h>>;DATABASE=<<db>>;UID=<<u>>;PWD=<<pw>>"
lnHandle = SQLSTRINGCONNECT(lcConn)
IF lnHandle < 1
   MESSAGEBOX("Verbindung fehlgeschlagen", 16, "Sync")
   RETURN .F.
ENDIF
SQLEXEC(lnHandle, "SELECT * FROM dbo.customers WHERE changed > ?ldLast", "crsCust")
SQLDISCONNECT(lnHandle)
""",
        h=host(rng, "sql"),
        db=pick(rng, ("Warenwirtschaft", "CRM", "Orders")),
        u=user(rng),
        pw=pw,
    )
    return Out(
        pick(rng, ("prg/sync_customers.prg", "sync_customers.prg", "source/sync.prg")), text, pw, ""
    )


@fmt(F, "ibmi_cl_program_runrmtcmd_rmtpwd_parameter")
def runrmtcmd(rng: random.Random) -> Out:
    pw = gen_pw(rng, 10, sym="#@_").upper() if rng.random() < 0.5 else gen_pw(rng, 12, sym="#@_$")
    text = fill(
        """             PGM
             DCL        VAR(&RC) TYPE(*CHAR) LEN(7)
/* Kick off the nightly extract on the Windows file server          */
             RUNRMTCMD  CMD('cmd /c d:\\jobs\\extract.bat') +
                          RMTLOCNAME('<<h>>' *IP) +
                          RMTUSER(<<u>>) RMTPWD('<<pw>>') +
                          CCSID(*CALC) WAITTIME(600)
             MONMSG     MSGID(CPF0000) EXEC(DO)
             SNDMSG     MSG('EXTRACT failed') TOUSR(QSYSOPR)
             ENDDO
             ENDPGM
""",
        h=host(rng, "fs"),
        u=pick(rng, ("EXTRACT", "svc_as400", "BATCH")),
        pw=pw,
    )
    return Out(
        pick(rng, ("QCLSRC/NIGHTEXT.CLLE", "src/qclsrc/nightext.clle", "NIGHTEXT.clp")),
        text,
        pw,
        "",
    )


@fmt(F, "ibmi_addsvraute_qddmdrdaserver_password_cl")
def addsvraute(rng: random.Random) -> Out:
    pw = words_pw(rng, "#@_$") if rng.random() < 0.4 else gen_pw(rng, 12, sym="#@_$")
    rdb = pick(rng, ("PRODLPAR", "S78A1B2C", "DRLPAR"))
    text = fill(
        """/* one-time setup: let QPGMR's DRDA jobs reach <<rdb>> */
ADDSVRAUTE USRPRF(QPGMR) SERVER(QDDMDRDASERVER) +
           USRID(<<u>>) PASSWORD('<<pw>>')
ADDSVRAUTE USRPRF(QPGMR) SERVER(<<rdb>>) +
           USRID(<<u>>) PASSWORD('<<pw>>')
ADDRDBDIRE RDB(<<rdb>>) RMTLOCNAME('<<h>>' *IP)
""",
        rdb=rdb,
        u=pick(rng, ("DRDAUSR", "REPLUSR")),
        pw=pw,
        h=host(rng, "ibmi"),
    )
    return Out(
        pick(rng, ("setup/drda_auth.clp", "QCLSRC/DRDASETUP.CLLE", "docs/drda-setup.cl")),
        text,
        pw,
        "",
    )


@fmt(F, "pro_c_exec_sql_connect_identified_by_host_vars")
def proc(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="#*+-_.?@^~")
    text = fill(
        """#include <stdio.h>
#include <string.h>
#include <sqlca.h>

EXEC SQL BEGIN DECLARE SECTION;
    char usr[32] = "<<u>>";
    char pwd[32] = "<<pw>>";
    char tns[64] = "<<tns>>";
    int  cnt;
EXEC SQL END DECLARE SECTION;

int main(void)
{
    EXEC SQL CONNECT :usr IDENTIFIED BY :pwd USING :tns;
    if (sqlca.sqlcode != 0) {
        fprintf(stderr, "connect: %.70s\\n", sqlca.sqlerrm.sqlerrmc);
        return 1;
    }
    EXEC SQL SELECT COUNT(*) INTO :cnt FROM invoices WHERE status = 'OPEN';
    printf("open invoices: %d\\n", cnt);
    EXEC SQL COMMIT WORK RELEASE;
    return 0;
}
""",
        u=pick(rng, ("billing", user(rng))),
        pw=pw,
        tns=pick(rng, ("PRODDB", "FINPDB", host(rng, "ora") + ":1521/FIN")),
    )
    return Out(
        pick(rng, ("src/open_invoices.pc", "proc/open_invoices.pc", "batch/invcount.pc")),
        text,
        pw,
        "",
    )
